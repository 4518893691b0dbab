import { getContentListMainBannersQueryKey } from '@carsi/sdk/content';
import { getGetMegaMenuQueryKey, getGetProductQueryKey } from '@carsi/sdk/main';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok } from '../testing/test-utils.tsx';
import { prefetchFirstPage } from './prefetch-routes.ts';

/** The query keys started for a first address, and the calls they made. */
function prefetchAt(pathname: string) {
  const { calls } = fakeBackend(() => ok([]));
  const client = new QueryClient();
  prefetchFirstPage(client, pathname);
  return { keys: client.getQueryCache().getAll().map((query) => query.queryKey), calls };
}

describe('requests started before the first page mounts', () => {
  it('asks for the product of a product page under the key its page reads', () => {
    const { keys, calls } = prefetchAt('/urun/42');
    expect(keys).toContainEqual(getGetProductQueryKey(42));
    expect(keys).toContainEqual(getGetMegaMenuQueryKey());
    expect(calls.some((call) => call.url.endsWith('/product/42'))).toBe(true);
  });

  it('asks for nothing for an address that is not a product', () => {
    expect(prefetchAt('/urun/abc').keys).toEqual([getGetMegaMenuQueryKey()]);
    expect(prefetchAt('/urun/0').keys).toEqual([getGetMegaMenuQueryKey()]);
  });

  it('asks for the home page’s blocks on the home page only', () => {
    expect(prefetchAt('/').keys).toContainEqual(getContentListMainBannersQueryKey());
    expect(prefetchAt('/sepetim').keys).toEqual([getGetMegaMenuQueryKey()]);
  });

  it('leaves the marketplace mega menu out of the other platforms', () => {
    expect(prefetchAt('/pazar').keys).toEqual([]);
  });
});
