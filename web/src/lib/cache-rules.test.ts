import { getContentGetStaticPageQueryKey, getContentListMainBannersQueryKey, getContentListOtherServicesQueryKey } from '@carsi/sdk/content';
import { getGetMegaMenuQueryKey, getListBannersQueryKey, getListHighlightsQueryKey } from '@carsi/sdk/main';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contentCacheRules } from './cache-rules.ts';

const ttlOf = (key: QueryKey): number | undefined => contentCacheRules.find((rule) => rule.matches(key))?.ttlMs;
const HOUR = 60 * 60 * 1000;

describe('contentCacheRules (spec §9)', () => {
  it('keeps main banner, banners (any placement) and the mega menu for one hour', () => {
    expect(ttlOf(getContentListMainBannersQueryKey())).toBe(HOUR);
    expect(ttlOf(getListBannersQueryKey())).toBe(HOUR);
    expect(ttlOf(getListBannersQueryKey({ placement: 'HOME_SLIDER' }))).toBe(HOUR);
    expect(ttlOf(getGetMegaMenuQueryKey())).toBe(HOUR);
  });
  it('keeps static pages for five minutes', () => {
    expect(ttlOf(getContentGetStaticPageQueryKey('kvkk'))).toBe(5 * 60 * 1000);
  });
  it('keeps nothing else across reloads', () => {
    expect(ttlOf(getListHighlightsQueryKey())).toBeUndefined();
    expect(ttlOf(getContentListOtherServicesQueryKey())).toBeUndefined();
    expect(ttlOf(['/api/marketplace/cart'])).toBeUndefined();
  });
});
