import type { BlogListArticlesParams } from '@carsi/sdk/main';
import { pageOf } from '@/lib/url-state.ts';

export const BLOG_PAGE_SIZE = 9;

/** What the blog list shows, from the address: `?kategori=` (none is every category) and `?sayfa=`. */
export interface BlogListState {
  categorySlug: string;
  currentPage: number;
}

export const readBlogListState = (params: URLSearchParams): BlogListState => ({
  categorySlug: params.get('kategori') ?? '',
  currentPage: pageOf(params),
});

/** The article call's arguments for a state: one source for the list and its route loader. */
export const blogArticlesParams = ({ categorySlug, currentPage }: BlogListState): BlogListArticlesParams => ({
  currentPage,
  pageSize: BLOG_PAGE_SIZE,
  ...(categorySlug ? { categorySlug } : {}),
});
