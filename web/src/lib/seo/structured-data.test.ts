import type { BlogArticle, ProductDetail, Rating } from '@carsi/sdk/main';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import { describe, expect, it } from 'vitest';
import { organizationJsonLd, webSiteJsonLd } from './site-json-ld.ts';
import { blogPostingJsonLd, breadcrumbJsonLd, broadcastEventJsonLd, itemListJsonLd, listingJsonLd, productItems, productJsonLd, type ListingFacts } from './structured-data.ts';

const origin = 'https://www.carsi.example';
const image = { url: '/images/urun/1.jpg', width: 800, height: 1000, alt: 'Bakır cezve' };
const seller = { id: 3, name: 'Anadolu Bakır', slug: 'anadolu-bakir', rating: 4.7, followerCount: 120 };
const category = { id: 5, name: 'Mutfak', slug: 'mutfak', parentId: null, level: 1 };
const product: ProductDetail = {
  id: 1, title: 'Bakır Cezve', slug: 'bakir-cezve', description: 'El dövmesi bakır.\nİki fincanlık.', price: 450, discountedPrice: 399.9, discountRate: 11,
  images: [image], properties: [], brand: { id: 2, name: 'Tokat Bakır', slug: 'tokat-bakir' }, category, breadcrumb: [category], seller,
  platform: 'MARKETPLACE', rating: 4.6, ratingCount: 12, questionCount: 0, favoriteCount: 4, freeShipping: true, stock: 0, createdAt: '2026-10-01T09:00:00Z',
};
const review: Rating = { id: 9, target: 'PRODUCT', score: 5, comment: 'Çok güzel.', approvalState: 'APPROVED', authorName: 'Ayşe K.', seller, orderId: 4, createdAt: '2026-11-02T10:00:00Z' };
const listing = (status: ListingFacts['status'], state = 'ACTIVE'): ListingFacts => ({ id: 7, title: 'Bisiklet', description: 'Az kullanıldı.', price: 3200, status, state, images: [image], categoryName: 'Spor', seller: { name: 'Mehmet' } });

/** What Google's product rich results read (developers.google.com/search/docs/appearance/structured-data/product). */
function expectProductRichResult(data: Record<string, unknown>) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Product');
  expect(typeof data.name).toBe('string');
  expect(Array.isArray(data.image) && data.image.every((url) => typeof url === 'string' && url.startsWith(`${origin}/`))).toBe(true);
  const offer = data.offers as Record<string, unknown>;
  expect(offer['@type']).toBe('Offer');
  expect(offer.price).toMatch(/^\d+\.\d{2}$/);
  expect(offer.priceCurrency).toBe('TRY');
  expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|SoldOut)$/);
  expect(String(offer.itemCondition)).toMatch(/^https:\/\/schema\.org\/(NewCondition|UsedCondition)$/);
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('structured data', () => {
  it('describes a marketplace product with its discounted offer, stock, ratings and shown reviews', () => {
    const data = plain(productJsonLd(product, `${origin}/urun/1`, origin, [review, { ...review, id: 10, approvalState: 'WAITING_FOR_APPROVAL' }]));
    expectProductRichResult(data);
    expect(data.offers).toMatchObject({ price: '399.90', availability: 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/NewCondition', seller: { name: 'Anadolu Bakır' } });
    expect(data.aggregateRating).toMatchObject({ ratingValue: '4.6', reviewCount: 12 });
    expect(data.review).toEqual([expect.objectContaining({ author: { '@type': 'Person', name: 'Ayşe K.' }, reviewRating: expect.objectContaining({ ratingValue: 5 }) })]);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Tokat Bakır' });
  });

  it('leaves ratings out of a product nobody has rated', () => {
    const data = plain(productJsonLd({ ...product, rating: 0, ratingCount: 0, stock: 3 }, `${origin}/urun/1`, origin));
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('maps a listing condition to schema.org (only NEW is new) and says a swap listing is exchanged', () => {
    for (const [status, condition] of [['NEW', 'NewCondition'], ['LIKE_NEW', 'UsedCondition'], ['GOOD', 'UsedCondition'], ['REASONABLE', 'UsedCondition'], ['WORN', 'UsedCondition']] as const) {
      const data = plain(listingJsonLd(listing(status), `${origin}/pazar/ilan/7`, origin, false));
      expectProductRichResult(data);
      expect(data.offers).toMatchObject({ itemCondition: `https://schema.org/${condition}` });
    }
    expect(plain(listingJsonLd(listing('GOOD', 'SOLD'), `${origin}/pazar/ilan/7`, origin, false)).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const swap = plain(listingJsonLd(listing('GOOD'), `${origin}/takas/ilan/7`, origin, true));
    expectProductRichResult(swap);
    expect(swap.offers).toMatchObject({ name: 'Takas', description: expect.stringContaining('takas edilir') });
  });

  it('lists a page’s products in order, and a product’s place from the home page down', () => {
    const list = plain(itemListJsonLd('Mutfak', productItems([{ ...product, image }], origin)));
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 1, itemListElement: [{ '@type': 'ListItem', position: 1, url: `${origin}/urun/1` }] });
    const crumbs = plain(breadcrumbJsonLd([category], { title: 'Bakır Cezve', url: `${origin}/urun/1` }, origin));
    expect((crumbs.itemListElement as { position: number; name: string; item: string }[]).map(({ position, name, item }) => [position, name, item])).toEqual([
      [1, 'Çarşı', `${origin}/`],
      [2, 'Mutfak', `${origin}/kategori/mutfak`],
      [3, 'Bakır Cezve', `${origin}/urun/1`],
    ]);
  });

  it('gives the home page the shop and a site search to /arama?q=', () => {
    expect(plain(organizationJsonLd(origin))).toMatchObject({ '@type': 'Organization', name: 'Çarşı', url: `${origin}/` });
    expect(plain(webSiteJsonLd(origin))).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${origin}/arama?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    });
  });

  it('describes an article as a BlogPosting and a broadcast as an online event', () => {
    const article = { id: 2, title: 'Çay demlemenin incelikleri', slug: 'cay', excerpt: 'Demleme süresi.', cover: image, category: { id: 1, name: 'Yaşam', slug: 'yasam' }, author: 'Elif', publishedAt: '2026-09-01T08:00:00Z', readingMinutes: 4, content: '<p>…</p>', tags: ['çay'] } as BlogArticle;
    expect(plain(blogPostingJsonLd(article, `${origin}/blog/cay`, origin))).toMatchObject({ '@type': 'BlogPosting', headline: article.title, image: `${origin}/images/urun/1.jpg`, datePublished: article.publishedAt, author: { name: 'Elif' } });
    const broadcast = { id: 301, title: 'Antika saatler', status: 'SCHEDULED', categoryId: 1, host: { id: 4, name: 'Saatçi Rıza' }, cover: { url: '/images/yayin.jpg', alt: 'Saat' }, startsAt: '2026-12-01T17:00:00Z', viewerCount: 0, lots: [] } as LiveBroadcastDetail;
    expect(plain(broadcastEventJsonLd(broadcast, `${origin}/mezat/yayin/301`, origin))).toMatchObject({
      '@type': 'Event',
      startDate: broadcast.startsAt,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${origin}/mezat/yayin/301` },
    });
  });
});
