import { describe, expect, it } from 'vitest';
import { laidOutWhenNear } from './offscreen.ts';

describe('laidOutWhenNear', () => {
  it('keeps one estimated height for every width', () => {
    expect(laidOutWhenNear(360)).toEqual({ contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' });
  });

  it('keeps an estimate per breakpoint where the block is taller or shorter on wider screens', () => {
    expect(laidOutWhenNear({ xs: 442, md: 910 }).containIntrinsicSize).toEqual({ xs: 'auto 442px', md: 'auto 910px' });
  });
});
