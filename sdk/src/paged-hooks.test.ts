import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { baseUrls, server } from '../test/setup.ts';
import { ok } from '../test/envelope.ts';
import { useSearchProductsInfinite } from './main.ts';

const titles = ['Çay bardağı', 'Cezve', 'Kilim', 'Bakır tepsi', 'Nazar boncuğu'];

/** The search as a server pages it: `pageSize` products from `currentPage`, with the paging fields. */
function pagedSearch(asked: number[]) {
  return http.get(`${baseUrls.main}/api/v2/marketplace/search/product`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const currentPage = Number(query.get('currentPage') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    asked.push(currentPage);
    const items = titles.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((title, index) => ({ id: (currentPage - 1) * pageSize + index + 1, title }));
    return ok({ items, currentPage, pageSize, totalCount: titles.length, totalPages: Math.ceil(titles.length / pageSize) });
  });
}

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) }, children);

describe('infinite hooks of paged lists', () => {
  it('ask the next page by currentPage until the last one, keeping the pages already loaded', async () => {
    const asked: number[] = [];
    server.use(pagedSearch(asked));
    const { result } = renderHook(
      () =>
        useSearchProductsInfinite(
          { search: 'el yapımı', pageSize: 2 },
          {
            query: {
              initialPageParam: 1,
              getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
            },
          },
        ),
      { wrapper },
    );

    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());

    await waitFor(() => expect(result.current.data?.pages.flatMap((page) => page.items.map((item) => item.title))).toEqual(titles));
    expect(asked).toEqual([1, 2, 3]);
    expect(result.current.hasNextPage).toBe(false);
  });
});
