/** The content service (spec §7): featured categories, static pages, main banners, other services, the main shop's and Mezat's help centre. */
import type { ContentHelpPlatform } from '@carsi/sdk/content';
import { http } from 'msw';
import { FEATURED_CATEGORIES, MAIN_BANNERS, OTHER_SERVICES, STATIC_PAGES } from '../db/seed/content.ts';
import { HELP_CATEGORY_NAMES } from '../db/seed/help.ts';
import { shopHelpArticles } from '../db/seed/help-shop.ts';
import { int } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';

const HELP_PLATFORMS: readonly string[] = ['MARKETPLACE', 'AUCTION'] satisfies ContentHelpPlatform[];
const HELP_SECTIONS = ['PRODUCT', 'CONTRACTS', 'HELP'] as const;
type HelpSection = (typeof HELP_SECTIONS)[number];

/** The area and help section a help-centre call asks for, or the name of the field that is wrong. */
function helpScope(query: URLSearchParams): { platform: ContentHelpPlatform; section: HelpSection } | string {
  const platform = query.get('platform');
  if (platform === null || !HELP_PLATFORMS.includes(platform)) return 'platform';
  const section = query.get('section') ?? 'PRODUCT';
  if (!(HELP_SECTIONS as readonly string[]).includes(section)) return 'section';
  return { platform: platform as ContentHelpPlatform, section: section as HelpSection };
}

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
  http.get('*/help_centre/categories', ({ request }) => {
    const scope = helpScope(new URL(request.url).searchParams);
    if (typeof scope === 'string') return invalid(scope);
    const articles = shopHelpArticles(scope.platform, scope.section);
    return ok(([1, 2, 3, 4] as const).map((id) => ({ id, name: HELP_CATEGORY_NAMES[id], articleCount: articles.filter((a) => a.categoryId === id).length })));
  }),
  http.get('*/help_centre/articles', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const scope = helpScope(query);
    if (typeof scope === 'string') return invalid(scope);
    const categoryId = int(query.get('categoryId'));
    if (categoryId === undefined || categoryId < 1 || categoryId > 4) return invalid('categoryId');
    return ok(shopHelpArticles(scope.platform, scope.section).filter((a) => a.categoryId === categoryId));
  }),
];
