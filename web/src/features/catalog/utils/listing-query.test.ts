import { describe, expect, it } from 'vitest';
import { writeUrlState } from '@/lib/url-state.ts';
import { listingParams, parseListingState, toSearchParams, type ListingChange } from './listing-query.ts';

const applyListingChange = (params: URLSearchParams, change: ListingChange) => writeUrlState(listingParams, params, change);

describe('listing query string', () => {
  it('reads the state back and ignores values it does not know', () => {
    const state = parseListingState(new URLSearchParams('q=tişört&siralama=PRICE_BY_ASC&marka=mavi&sayfa=3&magaza=Kötü Slug'));
    expect(state).toEqual({ q: 'tişört', category: undefined, brand: 'mavi', market: undefined, sort: 'PRICE_BY_ASC', page: 3 });
    expect(parseListingState(new URLSearchParams('siralama=CHEAPEST&sayfa=-2')).sort).toBe('RECOMMENDED');
    expect(parseListingState(new URLSearchParams('sayfa=-2')).page).toBe(1);
  });

  it('starts again from page 1 on a new filter and leaves defaults out of the address', () => {
    const params = new URLSearchParams('q=kupa&sayfa=4&siralama=MOST_RECENT');
    expect(applyListingChange(params, { brand: 'mavi' }).toString()).toBe('q=kupa&siralama=MOST_RECENT&marka=mavi');
    expect(applyListingChange(params, { sort: 'RECOMMENDED' }).toString()).toBe('q=kupa');
    expect(applyListingChange(params, { page: 2 }).toString()).toBe('q=kupa&sayfa=2&siralama=MOST_RECENT');
  });

  it('keeps the page’s own filter: a brand page always asks for its brand', () => {
    const state = parseListingState(new URLSearchParams('marka=baska&kategori=tisort'));
    expect(toSearchParams({ kind: 'brand', slug: 'mavi' }, state)).toMatchObject({ pageKind: 'brand', brand: 'mavi', categorySlug: 'tisort' });
    expect(toSearchParams({ kind: 'category', slug: 'giyim' }, parseListingState(new URLSearchParams()))).toMatchObject({ categorySlug: 'giyim' });
    expect(toSearchParams({ kind: 'search' }, parseListingState(new URLSearchParams('q=çay')))).toMatchObject({ search: 'çay' });
  });
});
