import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './page-items.ts';

const show = (items: PageItem[]) => items.map((item) => ('page' in item ? String(item.page) : '…')).join(' ');

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(2, 5))).toBe('1 2 3 4 5');
    expect(show(pageItems(4, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first and last pages and the chosen one with its neighbours, with gaps between', () => {
    expect(show(pageItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageItems(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('shows a page rather than a gap that would stand for that page alone', () => {
    expect(show(pageItems(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageItems(17, 20))).toBe('1 … 16 17 18 19 20');
  });
});
