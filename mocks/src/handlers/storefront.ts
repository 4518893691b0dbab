/** Mega menu (from the category tree), banners, highlights and footer keywords. */
import { http } from 'msw';
import { db } from '../db/database.ts';
import { invalid, ok } from '../http/envelope.ts';
import { imageOf } from '../shared/image.ts';
import { megaMenu } from '../views/mega-menu.ts';
import { productSummary } from '../views/catalog.ts';
import type { ProductRecord } from '../db/types.ts';

const link = (slug: string): string => `/kategori/${slug}`;

const PLACEMENTS = ['HOME_SLIDER', 'HOME_GRID', 'CATEGORY_TOP', 'CART'] as const;

function banners() {
  const titles: [string, string, (typeof PLACEMENTS)[number]][] = [
    ['Kış İndirimi — Mutfakta %40\'a varan fırsatlar', 'kis-indirimi', 'HOME_SLIDER'],
    ['Elektronikte Efsane Günler', 'efsane-gunler', 'HOME_SLIDER'],
    ['Okula Dönüş Kampanyası', 'okula-donus', 'HOME_SLIDER'],
    ['Yerli Üreticiler Haftası', 'yerli-ureticiler', 'HOME_GRID'],
    ['Kargo Bedava Ürünler', 'kargo-bedava', 'HOME_GRID'],
    ['Sepette Ek %10 İndirim: CARSI10', 'carsi10', 'CART'],
  ];
  return titles.map(([title, slug, placement], i) => ({
    id: i + 1,
    title,
    image: imageOf('banners', slug, title, 1440, 400),
    mobileImage: imageOf('banners', `${slug}-mobil`, title, 750, 750),
    link: `/kampanya/${slug}`,
    placement,
    sortOrder: i,
  }));
}

/** The week's deals: the best discount of each category, in the menu's order, so the row shows a range of products and rates. */
function weeklyDeals(): ProductRecord[] {
  const best = new Map<number, ProductRecord>();
  for (const p of db.products) {
    if (p.stock === 0 || p.discountRate === 0) continue;
    const known = best.get(p.categoryId);
    if (!known || p.discountRate > known.discountRate) best.set(p.categoryId, p);
  }
  return [...best.values()].sort((a, b) => a.categoryId - b.categoryId).slice(0, 12);
}

export const storefrontHandlers = [
  http.get('*/api/marketplace/mega-menu', () => ok(megaMenu(link))),

  http.get('*/api/marketplace/banner', ({ request }) => {
    const placement = new URL(request.url).searchParams.get('placement');
    if (placement !== null && !(PLACEMENTS as readonly string[]).includes(placement)) return invalid('placement');
    return ok(banners().filter((b) => placement === null || b.placement === placement));
  }),

  http.get('*/api/marketplace/highlight', () =>
    ok([
      { id: 1, title: 'Haftanın Fırsatları', subtitle: 'Her kategorinin en iyi indirimi', link: '/kampanya/haftanin-firsatlari', products: weeklyDeals().map(productSummary) },
      { id: 2, title: 'Çok Satanlar', subtitle: 'Herkesin sepetinde', link: '/kampanya/cok-satanlar', products: [...db.products].sort((a, b) => b.ratingCount - a.ratingCount).slice(0, 12).map(productSummary) },
      { id: 3, title: 'Yeni Gelenler', link: '/kampanya/yeni-gelenler', products: [...db.products].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 12).map(productSummary) },
    ]),
  ),

  http.get('*/api/marketplace/footer-keyword', () =>
    ok(
      ['çay bardağı', 'türk kahvesi makinesi', 'nevresim takımı', 'kulaklık', 'kot pantolon', 'süzme bal', 'robot süpürge', 'sneaker'].map((keyword, i) => ({
        id: i + 1,
        keyword,
        link: `/arama?q=${encodeURIComponent(keyword)}`,
        group: i < 4 ? 'Popüler Aramalar' : 'Trend Ürünler',
      })),
    ),
  ),
];
