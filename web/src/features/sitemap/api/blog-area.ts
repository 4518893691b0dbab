import { blogListArticles } from '@carsi/sdk/main';
import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { recordDate } from '../utils/lastmod.ts';
import { pagedArea } from './area-kinds.ts';

/** `/sitemap/blog.xml`: every article at its slug address, dated by its publication (articles have no later date). */
export const blogArea: SitemapArea = pagedArea(
  'blog',
  (currentPage, pageSize) => blogListArticles({ currentPage, pageSize }),
  (article) => ({ path: paths.blogArticle.getHref(article.slug), lastmod: recordDate(article.publishedAt) }),
);
