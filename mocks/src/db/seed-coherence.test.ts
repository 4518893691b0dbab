/**
 * The seeded shop agrees with itself, as a shopper would check it: a count matches its list, an
 * average its ratings, dates the clock, a store its name, a price the way shops write prices, an
 * answer its question, an article its title, a picture its product.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';
import { imageSvg } from '../handlers/images.ts';
import { shapeFor } from '../views/illustration.ts';
import { db } from './database.ts';
import { DAY_MS, HOUR_MS } from './clock.ts';
import { SELLER_SEEDS } from './seed/sellers.ts';
import { COMMON_QA, FAMILY_QA, LEAF_FAMILY } from './seed/families.ts';
import { ARTICLE_SEEDS } from './seed/blog-articles.ts';
import { CORPORATE, MARKETPLACE } from './seed/world.ts';
import { OrderStatus } from '@carsi/sdk/main';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface Page<T> { items: T[]; totalCount: number; totalPages: number }
interface Review { id: number; score: number; comment?: string; createdAt: string }
interface Summary { id: number; title: string; rating: number; ratingCount: number; price: number; discountedPrice?: number; image: { url: string } }
interface Market { slug: string; rating: number; ratingCount: number }
interface Lot { id: number; bidCount: number; currentPrice: number; startPrice: number; image: { url: string } }
interface Broadcast { id: number; status: string; startsAt: string; endedAt?: string; lots: Lot[] }
interface LotBids { bidCount: number; bids: { amount: number }[] }

const get = async <T>(path: string): Promise<T> => data<T>(await api(path));

/** Every review of a list, page by page (100 a page). */
async function allReviews(path: string): Promise<Review[]> {
  const first = await get<Page<Review>>(`${path}?currentPage=1&pageSize=100`);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => get<Page<Review>>(`${path}?currentPage=${i + 2}&pageSize=100`)));
  return [first, ...rest].flatMap((p) => p.items);
}

const average = (reviews: readonly Review[]): number => (reviews.length === 0 ? 0 : Math.round((reviews.reduce((s, r) => s + r.score, 0) / reviews.length) * 100) / 100);
const leafName = (categoryId: number): string => db.categories.find((c) => c.id === categoryId)?.name ?? '';
const visibleText = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
const svgOf = (url: string): string => {
  const parsed = new URL(url, 'http://localhost');
  const [, , kind = '', file = ''] = parsed.pathname.split('/');
  return imageSvg(kind, file, parsed.searchParams);
};

describe('seed: every count matches its list', () => {
  it('a product card and page count the reviews the product lists, and average their scores', async () => {
    // A product without reviews, one with a few, the most reviewed: every page of each list is read.
    const byCount = [...db.products].sort((a, b) => a.ratingCount - b.ratingCount);
    const picks = [byCount[0], byCount.find((p) => p.ratingCount > 3 && p.ratingCount < 40), byCount.at(-1), db.products.find((p) => p.id === MARKETPLACE.rating.product)];
    for (const product of picks) {
      if (!product) throw new Error('seed has no such product');
      const detail = await get<Summary>(`/api/marketplace/product/${product.id}`);
      const reviews = await allReviews(`/api/marketplace/product/${product.id}/rating`);
      expect(detail.ratingCount, product.title).toBe(reviews.length);
      expect(detail.rating, product.title).toBe(average(reviews));
      expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
      // Newest first, and a score filter is the same list filtered.
      expect(reviews.map((r) => r.createdAt)).toEqual([...reviews.map((r) => r.createdAt)].sort().reverse());
    }
    expect(byCount.at(-1)?.ratingCount).toBeGreaterThan(500);
  });

  it('a score filter lists exactly the reviews with that score', async () => {
    const product = [...db.products].sort((a, b) => b.ratingCount - a.ratingCount)[10];
    if (!product) throw new Error('no product');
    const all = await allReviews(`/api/marketplace/product/${product.id}/rating`);
    const fours = await get<Page<Review>>(`/api/marketplace/product/${product.id}/rating?score=4&pageSize=100`);
    expect(fours.totalCount).toBe(all.filter((r) => r.score === 4).length);
    expect(fours.items.every((r) => r.score === 4)).toBe(true);
  });

  it('no card shows reviews without a rating, or a rating without reviews', async () => {
    const page = await get<Page<Summary>>('/api/v2/marketplace/search/product?pageSize=100');
    expect(page.items.length).toBeGreaterThan(20);
    for (const card of page.items) expect(card.rating === 0, card.title).toBe(card.ratingCount === 0);
  });

  it('a store counts the reviews it lists and averages them', async () => {
    for (const seller of [db.sellers[0], db.sellers[4]]) {
      if (!seller) throw new Error('no seller');
      const market = await get<Market>(`/api/marketplace/market/${seller.slug}`);
      const reviews = await allReviews(`/api/marketplace/market/${seller.slug}/rating`);
      expect(market.ratingCount).toBe(reviews.length);
      expect(market.rating).toBe(average(reviews));
    }
  });

  it('a lot lists the bids its bid count counts, each a step above the last', async () => {
    const broadcasts = db.broadcasts.filter((b) => b.status !== 'SCHEDULED');
    let bidsSeen = 0;
    for (const broadcast of broadcasts) {
      for (const lot of broadcast.lots) {
        const state = data<LotBids>(await api(`/api/auction/lot/${lot.id}/bid`));
        const seeded = db.auction.bids.filter((b) => b.lotId === lot.id);
        expect(seeded.length, `lot ${lot.id}`).toBe(lot.bidCount);
        expect(state.bids.length).toBe(Math.min(20, lot.bidCount));
        if (lot.bidCount > 0) expect(state.bids[0]?.amount).toBe(lot.currentPrice);
        bidsSeen += lot.bidCount;
      }
    }
    expect(bidsSeen).toBeGreaterThan(20);
  });

  it('a category counts its products, a blog category its articles', () => {
    for (const category of db.blogCategories) expect(category.articleCount).toBe(db.articles.filter((a) => a.category.id === category.id).length);
    for (const category of db.auctionCategories) expect(category.productCount).toBe(db.broadcasts.filter((b) => b.categoryId === category.id).reduce((n, b) => n + b.lots.length, 0));
  });
});

describe('seed: dates follow the mock clock', () => {
  const now = Date.now();

  it('upcoming broadcasts start in the future, live ones started, ended ones are over', async () => {
    const broadcasts = await Promise.all(db.broadcasts.map((b) => get<Broadcast>(`/live/broadcast/${b.id}`)));
    for (const b of broadcasts) {
      const starts = Date.parse(b.startsAt);
      if (b.status === 'SCHEDULED') expect(starts, `broadcast ${b.id}`).toBeGreaterThan(now);
      else expect(starts, `broadcast ${b.id}`).toBeLessThan(now);
      if (b.status === 'ENDED') expect(Date.parse(b.endedAt ?? '')).toBeLessThan(now);
    }
    expect(broadcasts.some((b) => b.status === 'SCHEDULED' && Date.parse(b.startsAt) < now + 3 * DAY_MS)).toBe(true);
  });

  it('an order is as far along as its age: old orders are delivered, this morning\'s is received', () => {
    for (const order of db.orders) {
      const days = (now - Date.parse(order.createdAt)) / DAY_MS;
      expect(days, `order ${order.id}`).toBeGreaterThanOrEqual(-1 / 24);
      if (order.status === OrderStatus.CANCEL) continue;
      if (order.status === OrderStatus.RECEIVED) expect(days).toBeLessThan(1);
      if (order.status === OrderStatus.PREPARING) expect(days).toBeLessThan(3);
      if (order.status === OrderStatus.SHIPPED) expect(days).toBeLessThan(7);
      if (days > 7) expect(order.status, `order ${order.id}`).toBe(OrderStatus.DELIVERED);
      if (order.shipment?.deliveredAt) expect(Date.parse(order.shipment.deliveredAt)).toBeLessThan(now);
    }
    const received = db.orders.find((o) => o.buyerId === 1 && o.status === OrderStatus.RECEIVED);
    expect(now - Date.parse(received?.createdAt ?? '')).toBeLessThan(12 * HOUR_MS);
    for (const order of db.listingOrders) {
      const days = (now - Date.parse(order.createdAt)) / DAY_MS;
      if (order.status === OrderStatus.RECEIVED) expect(days).toBeLessThan(1);
      if (days > 7) expect(order.status).toBe(OrderStatus.DELIVERED);
    }
  });

  it('nothing the shop shows as past lies in the future', () => {
    const past = [
      ...db.products.map((p) => p.createdAt), ...db.questions.map((q) => q.createdAt), ...db.questions.flatMap((q) => (q.answeredAt ? [q.answeredAt] : [])),
      ...db.ratings.map((r) => r.createdAt), ...db.listings.map((l) => l.createdAt), ...db.articles.map((a) => a.publishedAt), ...db.auction.bids.map((b) => b.placedAt),
      ...db.returns.map((r) => r.createdAt), ...db.listingReturns.map((r) => r.createdAt),
    ];
    expect(past.filter((at) => Date.parse(at) > now)).toEqual([]);
    for (const q of db.questions) if (q.answeredAt) expect(q.answeredAt > q.createdAt).toBe(true);
    for (const r of db.listingReturns) {
      const order = db.listingOrders.find((o) => o.id === r.orderId);
      expect(r.createdAt >= (order?.shipment?.deliveredAt ?? '')).toBe(true);
    }
  });
});

describe('seed: stores, prices, answers, articles and pictures fit', () => {
  it('every store sells only what its name promises, and every category has a store', () => {
    for (const product of db.products) {
      const seller = SELLER_SEEDS[product.sellerId - 1];
      expect(seller?.sells, `${product.title} at ${seller?.name}`).toContain(leafName(product.categoryId));
    }
    const uludag = db.sellers.find((s) => s.name === 'Uludağ Giyim');
    const tea = db.sellers.find((s) => s.name === 'Karadeniz Çay Deposu');
    expect(db.products.filter((p) => p.sellerId === uludag?.id).every((p) => LEAF_FAMILY[leafName(p.categoryId)] === 'clothing')).toBe(true);
    expect(db.products.filter((p) => p.sellerId === tea?.id).map((p) => leafName(p.categoryId))).toContain('Çay');
    for (const leaf of Object.keys(LEAF_FAMILY)) expect(SELLER_SEEDS.some((s) => s.sells.includes(leaf)), leaf).toBe(true);
    expect(db.orders.find((o) => o.id === MARKETPLACE.store.orderToShip)?.items.some((i) => i.sellerId === CORPORATE.storeId)).toBe(true);
    // world.ts's line left to rate: in the demo's delivered order, neither it nor its store rated yet.
    const toRate = db.orders.find((o) => o.id === MARKETPLACE.toRate.orderId);
    expect(toRate?.items.some((i) => i.productId === MARKETPLACE.toRate.productId && i.sellerId === MARKETPLACE.toRate.sellerId)).toBe(true);
    expect(db.ratings.some((r) => r.orderId === MARKETPLACE.toRate.orderId && (r.productId === MARKETPLACE.toRate.productId || (r.target === 'SELLER' && r.sellerId === MARKETPLACE.toRate.sellerId)))).toBe(false);
  });

  it('prices end in ,90 or ,99 or are round; discounted prices too', () => {
    const endsWell = (price: number): boolean => [90, 99, 0].includes(Math.round(price * 100) % 100);
    for (const p of db.products) {
      expect(endsWell(p.price), `${p.title}: ${p.price}`).toBe(true);
    }
    const discounted = db.products.filter((p) => p.discountRate > 0);
    expect(new Set(discounted.map((p) => p.discountRate)).size).toBeGreaterThan(4);
  });

  it('discounted prices shown on cards end like prices and stay under the list price', async () => {
    const page = await get<Page<Summary>>('/api/v2/marketplace/search/product?pageSize=100');
    const discounted = page.items.filter((c) => c.discountedPrice !== undefined);
    expect(discounted.length).toBeGreaterThan(5);
    for (const card of discounted) {
      expect([90, 99].includes(Math.round((card.discountedPrice ?? 0) * 100) % 100), `${card.title}: ${card.discountedPrice}`).toBe(true);
      expect(card.discountedPrice).toBeLessThan(card.price);
    }
  });

  it('the week\'s deals show a range of discounts', async () => {
    const rows = await get<{ title: string; products: { discountRate: number }[] }[]>('/api/marketplace/highlight');
    const deals = rows.find((r) => r.title === 'Haftanın Fırsatları')?.products ?? [];
    expect(deals.length).toBeGreaterThan(6);
    expect(new Set(deals.map((p) => p.discountRate)).size).toBeGreaterThan(2);
  });

  it('each answer answers its question, and the question fits the product', () => {
    const all = [...COMMON_QA, ...Object.values(FAMILY_QA).flat()];
    const pairs = new Map<string, string>(all.map(([q, a]) => [q, a]));
    // One answer per question: the same question never gets two different answers.
    expect(pairs.size).toBe(all.length);
    for (const question of db.questions) {
      expect(pairs.has(question.question), question.question).toBe(true);
      if (question.answer !== undefined) expect(question.answer).toBe(pairs.get(question.question));
      const product = db.products.find((p) => p.id === question.productId);
      const family = LEAF_FAMILY[leafName(product?.categoryId ?? 0)];
      const fits = COMMON_QA.some(([q]) => q === question.question) || (family !== undefined && FAMILY_QA[family].some(([q]) => q === question.question));
      expect(fits, `${question.question} on ${product?.title}`).toBe(true);
    }
    expect(db.questions.find((q) => q.question === 'Ürün orijinal mi?' && q.answer)?.answer).toMatch(/orijinal/);
  });

  it('an article has the sections its title counts', () => {
    for (const article of db.articles) {
      const counted = /\b(\d+)\s+(Şey|Fikri|Kuralı|Öneri|İpucu|Adım)/u.exec(article.title);
      const sections = article.content.match(/<h2>/g)?.length ?? 0;
      if (counted) expect(sections, article.title).toBe(Number(counted[1]));
      else expect(sections, article.title).toBeGreaterThanOrEqual(3);
    }
    expect(ARTICLE_SEEDS.filter((a) => a.numbered)).toHaveLength(3);
  });

  it('pictures draw the object alone, a drawing that fits the product, with no name in type', async () => {
    const cards = (await get<Page<Summary>>('/api/v2/marketplace/search/product?pageSize=100')).items;
    const lots = db.broadcasts.flatMap((b) => b.lots);
    const listings = db.listings.slice(0, 60);
    for (const url of [...cards.map((c) => c.image.url), ...lots.flatMap((l) => (l.image ? [l.image.url] : [])), ...db.broadcasts.map((b) => b.cover.url), ...db.articles.map((a) => a.cover.url)]) {
      expect(visibleText(svgOf(url)), url).toEqual([]);
    }
    const neutral = new Set(['gift', 'tag', 'basket', 'live']);
    for (const title of [...db.products.map((p) => p.title), ...lots.map((l) => l.title), ...listings.map((l) => l.title)]) {
      expect(neutral.has(shapeFor(title, 'products')), title).toBe(false);
    }
    expect(shapeFor(db.products.find((p) => p.title.includes('Robot Süpürge'))?.title ?? '', 'products')).toBe('robotVacuum');
    expect(shapeFor(db.products.find((p) => leafName(p.categoryId) === 'Çay')?.title ?? '', 'products')).toBe('teaPack');
    expect(shapeFor('Antika canlı mezat', 'live')).toBe('candlestick');
  });
});
