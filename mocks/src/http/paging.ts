import { CAPS } from '../db/caps.ts';

export interface Page<T> {
  currentPage: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  items: T[];
}

/** Reads currentPage/pageSize (defaults 1 and 20); undefined when they break the contract's bounds. */
export function pagingOf(url: URL, defaultSize = 20): { currentPage: number; pageSize: number } | undefined {
  const page = Number(url.searchParams.get('currentPage') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? defaultSize);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > CAPS.pageSize) return undefined;
  return { currentPage: page, pageSize: size };
}

export function paginate<T>(all: readonly T[], paging: { currentPage: number; pageSize: number }): Page<T> {
  const start = (paging.currentPage - 1) * paging.pageSize;
  return {
    currentPage: paging.currentPage,
    pageSize: paging.pageSize,
    totalCount: all.length,
    totalPages: Math.ceil(all.length / paging.pageSize),
    items: all.slice(start, start + paging.pageSize),
  };
}
