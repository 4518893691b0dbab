import { describe, expect, it } from 'vitest';
import { laidOutWhenNear, laidOutWhenNearProps } from './offscreen.ts';

describe('laidOutWhenNear', () => {
  it('keeps one estimated height for every width', () => {
    expect(laidOutWhenNear(360)).toEqual({ contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' });
  });

  it('keeps an estimate per breakpoint where the block is taller or shorter on wider screens', () => {
    expect(laidOutWhenNear({ xs: 442, md: 910 }).containIntrinsicSize).toEqual({ xs: 'auto 442px', md: 'auto 910px' });
  });
});

describe('laidOutWhenNearProps (plain CSS, offscreen.css)', () => {
  it('gives every breakpoint an estimate, a wider one taking the narrower one\'s until it has its own', () => {
    expect(laidOutWhenNearProps({ xs: 442, md: 910 })).toEqual({
      className: 'offscreen',
      style: { '--offscreen-xs': 'auto 442px', '--offscreen-sm': 'auto 442px', '--offscreen-md': 'auto 910px', '--offscreen-lg': 'auto 910px', '--offscreen-xl': 'auto 910px' },
    });
  });

  it('leaves the block laid out as usual below its first estimate', () => {
    expect(laidOutWhenNearProps({ md: 470 }).style).toMatchObject({ '--offscreen-xs': 'none', '--offscreen-sm': 'none', '--offscreen-md': 'auto 470px' });
  });
});
