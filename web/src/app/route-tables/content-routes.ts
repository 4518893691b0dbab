import type { RouteObject } from 'react-router-dom';
import { paths, sectionPaths } from '@/config/paths.ts';
import { page } from './page.ts';

const help = async () => (await import('../routes/content/help.tsx')).HelpRoute;

/** Blog, help centre, static pages, company invoices and contracts overview, store pages. */
export const contentRoutes: RouteObject[] = [
  page(paths.blog.path, async () => (await import('../routes/content/blog.tsx')).BlogRoute),
  page(paths.blogArticleById.path, async () => (await import('../routes/content/blog-article-by-id.tsx')).BlogArticleByIdRoute),
  page(paths.blogArticle.path, async () => (await import('../routes/content/blog-article.tsx')).BlogArticleRoute),
  page(paths.help.path, help),
  page(sectionPaths.secondHand.help.path, help),
  page(sectionPaths.craft.help.path, help),
  page(sectionPaths.swap.help.path, help),
  page(paths.staticPage.path, async () => (await import('../routes/content/static-page.tsx')).StaticPageRoute),
];
