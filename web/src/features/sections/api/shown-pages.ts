import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

interface Paged {
  items: { id: number }[];
  currentPage: number;
  totalPages: number;
}

/**
 * A list shown a page at a time, "Daha fazla göster" adding the next page under the ones shown
 * (the contract's currentPage and pageSize); each page is its own cached query, so a refresh reads
 * them all again. An item that moved to the next page meanwhile (a new question on top) shows once.
 */
export function useShownPages<P extends Paged, E>(pageQuery: (page: number) => UseQueryOptions<P, E, P, QueryKey>) {
  const [shown, setShown] = useState(1);
  const results = useQueries({ queries: Array.from({ length: shown }, (_, at) => pageQuery(at + 1)) });
  const first = results[0];
  const last = results[results.length - 1];
  const seen = new Set<number>();
  const items = results.flatMap((result) => result.data?.items ?? []).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  return {
    // The pages' own item type (a Question, a Comment): the filter keeps the items as they came.
    items: items as P['items'],
    /** The first page: loading, failed or loaded (the list's own state). */
    first,
    hasMore: last?.data !== undefined && last.data.currentPage < last.data.totalPages,
    loadingMore: shown > 1 && last?.isPending === true,
    /** A later page failed: "Daha fazla göster" asks for it again. */
    moreFailed: shown > 1 && last?.isError === true,
    showMore: () => {
      if (last?.isError) void last.refetch();
      else setShown((count) => count + 1);
    },
  };
}
