/** The content service (spec §7): featured categories, static pages, main banners, other services. */
import { http } from 'msw';
import { FEATURED_CATEGORIES, MAIN_BANNERS, OTHER_SERVICES, STATIC_PAGES } from '../db/seed/content.ts';
import { failWith, ok } from '../http/envelope.ts';

export const contentHandlers = [
  http.get('*/featured_categories', () => ok(FEATURED_CATEGORIES)),
  http.get('*/static_pages', () => ok(STATIC_PAGES.map(({ slug, title, updatedAt }) => ({ slug, title, updatedAt })))),
  http.get('*/static_pages/:slug', ({ params }) => {
    const slug = String(params.slug);
    if (!/^[a-z0-9-]+$/.test(slug)) return failWith('1000-1004');
    const page = STATIC_PAGES.find((p) => p.slug === slug);
    return page ? ok(page) : failWith('1000-1006');
  }),
  http.get('*/main_banner', () => ok(MAIN_BANNERS)),
  http.get('*/other_services', () => ok(OTHER_SERVICES)),
];
