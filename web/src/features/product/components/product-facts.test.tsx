import { describe, expect, it } from 'vitest';
import { shipsWithin } from './product-facts.tsx';

describe('shipsWithin', () => {
  it('says today and tomorrow in words, and counts business days after that', () => {
    expect(shipsWithin(0)).toBe('Bugün kargoda');
    expect(shipsWithin(1)).toBe('Yarın kargoda');
    expect(shipsWithin(3)).toBe('3 iş gününde kargoda');
  });
});
