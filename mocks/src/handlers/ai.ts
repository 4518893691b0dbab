/**
 * The AI suitable-product generator, simulated deterministically: the need's words are matched (by
 * their stems, so "çay" finds "Çaydanlık" and "bardağı" finds "Bardak") against the titles, brands
 * and category paths of marketplace products in stock, within the budget and category; best match first.
 */
import { http } from 'msw';
import { unitPrice } from '../db/seed/catalog.ts';
import { db } from '../db/database.ts';
import type { CategoryRecord, ProductRecord } from '../db/types.ts';
import type { SuitableProduct } from '@carsi/sdk/main';
import { int, readJson, str } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { breadcrumbOf, productSummary, productsUnder } from '../views/catalog.ts';
import { withUser } from './with-user.ts';

const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 10;
/** Words that say nothing about the product. */
const STOP_WORDS = new Set([
  'için', 'bir', 'iki', 'olan', 'olarak', 'gibi', 'çok', 'daha', 'ama', 'veya', 'ile', 'her', 'bu', 'şu', 'ben', 'bana', 'benim',
  'arıyorum', 'istiyorum', 'lazım', 'gerek', 'gerekiyor', 'öneri', 'önerir', 'misin', 'musun', 'kadar', 'altında', 'uygun', 'seven',
]);
const WEIGHT = { title: 3, brand: 2, category: 2 } as const;

const wordsOf = (text: string): string[] =>
  text.toLocaleLowerCase('tr-TR').split(/[^a-zçğıöşü0-9]+/u).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));

const stem = (word: string): string => word.slice(0, Math.min(5, word.length));
/** Same stem: one word starts with the other's first (up to five) letters. */
const sameStem = (a: string, b: string): boolean => a.startsWith(stem(b)) || b.startsWith(stem(a));

const money = (n: number): string => n.toFixed(2).replace('.', ',');

interface Scored {
  product: ProductRecord;
  points: number;
  matched: string[];
}

function score(product: ProductRecord, need: string[]): Scored {
  const brand = db.brands.find((b) => b.id === product.brandId)?.name ?? '';
  const fields: [string[], number][] = [
    [wordsOf(product.title), WEIGHT.title],
    [wordsOf(brand), WEIGHT.brand],
    [breadcrumbOf(product.categoryId).flatMap((c) => wordsOf(c.name)), WEIGHT.category],
  ];
  let points = 0;
  const matched: string[] = [];
  for (const word of need) {
    const best = Math.max(0, ...fields.map(([tokens, weight]) => (tokens.some((t) => sameStem(word, t)) ? weight : 0)));
    if (best > 0) matched.push(word);
    points += best;
  }
  return { product, points, matched };
}

function reasonOf(s: Scored, budget: number | undefined): string {
  const price = unitPrice(s.product);
  const parts = [
    s.matched.length > 0 ? `aradığınız "${s.matched.join(', ')}" ile örtüşüyor` : 'seçtiğiniz kategoride en beğenilenlerden',
    budget === undefined ? `${money(price)} TL` : `${money(price)} TL ile bütçenizin (${money(budget)} TL) içinde`,
    `${s.product.rating.toFixed(1).replace('.', ',')} puan (${s.product.ratingCount} değerlendirme)`,
    ...(s.product.freeShipping ? ['kargo bedava'] : []),
  ];
  const text = parts.join(', ');
  return `${text.charAt(0).toLocaleUpperCase('tr-TR')}${text.slice(1)}.`;
}

function summaryOf(count: number, category: CategoryRecord | undefined, budget: number | undefined): string {
  if (count === 0) return 'İsteğinize uyan, stokta bir ürün bulamadım; ihtiyacınızı başka kelimelerle anlatmayı ya da bütçeyi artırmayı deneyebilirsiniz.';
  const where = category ? `${category.name} kategorisinden ` : '';
  const within = budget === undefined ? '' : `, hepsi ${money(budget)} TL bütçenizin içinde`;
  return `İhtiyacınıza en uygun ${count} ürünü ${where}seçtim${within}; en uygun olan en başta.`;
}

export const aiHandlers = [
  // The assistant is for members only; it does not read who asks.
  http.post('*/api/ai/suitable-products', withUser(async (_user, { request }) => {
    const body = await readJson(request);
    const need = str(body.need)?.trim() ?? '';
    const budget = body.budget === undefined || body.budget === null ? undefined : typeof body.budget === 'number' && Number.isFinite(body.budget) ? body.budget : NaN;
    const limit = body.limit === undefined || body.limit === null ? DEFAULT_LIMIT : int(body.limit);
    const categorySlug = body.categorySlug === undefined || body.categorySlug === null ? undefined : str(body.categorySlug);
    const bad = [
      ...(need.length < 10 || need.length > 500 ? ['need'] : []),
      ...(budget !== undefined && (Number.isNaN(budget) || budget < 0) ? ['budget'] : []),
      ...(limit === undefined || limit < 1 || limit > MAX_LIMIT ? ['limit'] : []),
      ...(body.categorySlug !== undefined && body.categorySlug !== null && categorySlug === undefined ? ['categorySlug'] : []),
    ];
    if (bad.length > 0 || limit === undefined) return invalid(...bad);
    const category = categorySlug === undefined ? undefined : db.categories.find((c) => c.slug === categorySlug);
    if (categorySlug !== undefined && !category) return failWith('2000-0203');

    const pool = (category ? productsUnder(category.id) : db.products).filter(
      (p) => p.platform === 'MARKETPLACE' && p.stock > 0 && (budget === undefined || unitPrice(p) <= budget),
    );
    const words = [...new Set(wordsOf(need))];
    const byFit = (a: Scored, b: Scored): number =>
      b.points - a.points || b.product.rating - a.product.rating || b.product.ratingCount - a.product.ratingCount || a.product.id - b.product.id;
    const scored = pool.map((p) => score(p, words)).sort(byFit);
    const matching = scored.filter((s) => s.points > 0);
    // Nothing in the words matched: within a chosen category the best rated still fit the request.
    const chosen = (matching.length > 0 ? matching : category ? scored : []).slice(0, limit);
    const top = Math.max(1, WEIGHT.title * words.length);
    const suggestions: SuitableProduct[] = chosen.map((s) => ({
      product: productSummary(s.product),
      reason: reasonOf(s, budget),
      matchScore: s.points > 0 ? Math.min(100, Math.round(40 + (60 * s.points) / top)) : Math.round(s.product.rating * 10),
    }));
    return ok({ need, summary: summaryOf(suggestions.length, category, budget), suggestions, generatedAt: new Date().toISOString() });
  })),
];
