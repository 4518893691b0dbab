/** Blog categories, article pages, article by id or slug, similar articles. */
import { http } from 'msw';
import { db } from '../db/database.ts';
import type { BlogArticle, BlogArticleSummary } from '@carsi/sdk/main';
import { int } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';

const summary = ({ content: _c, tags: _t, products: _p, updatedAt: _u, ...rest }: BlogArticle): BlogArticleSummary => rest;

export const blogHandlers = [
  http.get('*/api/blog/category', () => ok(db.blogCategories)),

  http.get('*/api/blog/article', ({ request }) => {
    const url = new URL(request.url);
    const paging = pagingOf(url, 10);
    if (!paging) return invalid('currentPage', 'pageSize');
    const slug = url.searchParams.get('categorySlug');
    if (slug !== null && !db.blogCategories.some((c) => c.slug === slug)) return failWith('2000-0203');
    const articles = db.articles.filter((a) => slug === null || a.category.slug === slug).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const page = paginate(articles, paging);
    return ok({ ...page, items: page.items.map(summary) });
  }),

  http.get('*/api/blog/article/slug/:slug', ({ params }) => {
    const article = db.articles.find((a) => a.slug === String(params.slug));
    return article ? ok(article) : failWith('2000-0217');
  }),

  http.get('*/api/blog/article/similar/:id', ({ params }) => {
    const article = db.articles.find((a) => a.id === int(params.id));
    if (!article) return failWith('2000-0217');
    const others = db.articles.filter((a) => a.id !== article.id);
    const score = (a: BlogArticle): number => Number(a.category.id === article.category.id) * 10 + a.tags.filter((t) => article.tags.includes(t)).length;
    return ok([...others].sort((a, b) => score(b) - score(a) || b.publishedAt.localeCompare(a.publishedAt)).slice(0, 4).map(summary));
  }),

  http.get('*/api/blog/article/:id', ({ params }) => {
    const article = db.articles.find((a) => a.id === int(params.id));
    return article ? ok(article) : failWith('2000-0217');
  }),
];
