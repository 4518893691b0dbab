/** Campaign landing pages: the banners' and highlights' campaigns with one page of their products. */
import { http } from 'msw';
import { db } from '../db/database.ts';
import type { ProductRecord } from '../db/types.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { categoryFamily, productSummary } from '../views/catalog.ts';
import { imageOf } from '../shared/image.ts';
import { sortProducts } from './catalog.ts';

interface Campaign {
  slug: string;
  title: string;
  description: string;
  picks: (p: ProductRecord) => boolean;
}

const inCategory = (name: string) => (p: ProductRecord): boolean => {
  const top = db.categories.find((c) => c.name === name && c.level === 1);
  return top !== undefined && categoryFamily(top.id).has(p.categoryId);
};

const CAMPAIGNS: readonly Campaign[] = [
  { slug: 'kis-indirimi', title: 'Kış İndirimi', description: 'Mutfak ve ev tekstilinde %40\'a varan indirimler.', picks: (p) => inCategory('Ev & Yaşam')(p) && p.discountRate > 0 },
  { slug: 'efsane-gunler', title: 'Elektronikte Efsane Günler', description: 'Kulaklıktan robot süpürgeye elektronikte kaçırılmayacak fiyatlar.', picks: inCategory('Elektronik') },
  { slug: 'okula-donus', title: 'Okula Dönüş', description: 'Okul ve ofis için ihtiyacınız olan her şey.', picks: (p) => p.price < 1000 },
  { slug: 'yerli-ureticiler', title: 'Yerli Üreticiler Haftası', description: 'Anadolu\'nun üreticilerinden seçkiler.', picks: (p) => p.sellerId % 2 === 1 },
  { slug: 'kargo-bedava', title: 'Kargo Bedava Ürünler', description: 'Kargo ücreti ödemeden alışveriş yapın.', picks: (p) => p.freeShipping },
  { slug: 'carsi10', title: 'Sepette Ek %10 İndirim', description: 'CARSI10 kodu ile sepette ek %10 indirim (en çok 500 TL).', picks: (p) => p.stock > 0 },
  { slug: 'haftanin-firsatlari', title: 'Haftanın Fırsatları', description: 'En yüksek indirimler bu sayfada.', picks: (p) => p.discountRate >= 10 },
  { slug: 'cok-satanlar', title: 'Çok Satanlar', description: 'Herkesin sepetindeki ürünler.', picks: (p) => p.ratingCount >= 100 },
  { slug: 'yeni-gelenler', title: 'Yeni Gelenler', description: 'Çarşı\'ya yeni eklenen ürünler.', picks: (p) => p.createdAt >= '2025-09-01' },
];

export const campaignSlugs = (): string[] => CAMPAIGNS.map((c) => c.slug);

export const campaignHandlers = [
  http.get('*/api/marketplace/campaign-page/:slug', ({ request, params }) => {
    const campaign = CAMPAIGNS.find((c) => c.slug === String(params.slug));
    if (!campaign) return failWith('2000-0213');
    const url = new URL(request.url);
    const paging = pagingOf(url);
    if (!paging) return invalid('currentPage', 'pageSize');
    const sorted = sortProducts(db.products.filter(campaign.picks), url.searchParams.get('sort'));
    if (!sorted) return invalid('sort');
    const page = paginate(sorted, paging);
    return ok({
      id: CAMPAIGNS.indexOf(campaign) + 1,
      slug: campaign.slug,
      title: campaign.title,
      description: campaign.description,
      banner: imageOf('banners', campaign.slug, campaign.title, 1440, 400),
      startsAt: '2025-01-01T00:00:00.000Z',
      endsAt: '2030-12-31T23:59:59.000Z',
      products: { ...page, items: page.items.map(productSummary) },
    });
  }),
];
