/**
 * The reviews other shoppers left on a product or a store before the demo's world began. A product
 * with 1 733 reviews lists 1 733 reviews: they are drawn on demand, deterministically from the
 * product (or store) id and the review's position, so the seed carries only their number and the page
 * a shopper opens is made when asked. Their average is the product's rating; the store's own rating
 * records (members' reviews) are added on top by the views.
 */
import { DAY_MS, HOUR_MS } from './clock.ts';
import type { RatingRecord } from './types.ts';

export type CrowdTarget = 'PRODUCT' | 'SELLER';

/** Ids of drawn reviews and their orders start here, far from the store's own records. */
const CROWD_ID_BASE = 10_000_000;

const AUTHORS = ['A*** Y***', 'M*** K***', 'Z*** D***', 'E*** A***', 'C*** Ö***', 'S*** T***', 'B*** Ş***', 'H*** E***', 'Ö*** G***', 'İ*** Ç***', 'F*** U***', 'G*** B***'];

/** What shoppers write, by the score they gave (a 2 never praises, a 5 never complains). */
const PRODUCT_COMMENTS: Record<number, readonly string[]> = {
  5: ['Ürün anlatıldığı gibi, paketleme çok özenliydi.', 'İkinci kez alıyorum, tavsiye ederim.', 'Fiyatına göre çok kaliteli, çok memnun kaldım.', 'Beklediğimden de güzel çıktı, teşekkürler.', 'Hızlı geldi, ürün harika.'],
  4: ['Fiyatına göre kalitesi iyi.', 'Güzel ürün, kargo biraz gecikti.', 'Memnunum, paketleme daha iyi olabilirdi.', 'Genel olarak beğendim.'],
  3: ['Fena değil ama beklediğim kadar iyi değil.', 'Ortalama bir ürün, fiyatı biraz yüksek.', 'İdare eder.'],
  2: ['Beklediğim gibi değildi.', 'Kalitesi fotoğraftakinden düşük.'],
  1: ['Ürün hasarlı geldi, iade ettim.', 'Hiç memnun kalmadım.'],
};
const SELLER_COMMENTS: Record<number, readonly string[]> = {
  5: ['Satıcı çok ilgili, kargo ertesi gün elimdeydi.', 'Güvenilir satıcı, teşekkürler.', 'Özenli paketleme, hızlı gönderim.'],
  4: ['Sorularıma hızlı cevap verdi.', 'Kargo biraz geç çıktı ama sorun olmadı.'],
  3: ['Gönderim beklediğimden uzun sürdü.'],
  2: ['Mesajlara geç dönüş yaptı.'],
  1: ['Sipariş çok geç kargoya verildi.'],
};

/** The `pick`-th comment a shopper giving `score` writes (comments fit their score). */
export function reviewComment(target: CrowdTarget, score: number, pick: number): string {
  const comments = (target === 'PRODUCT' ? PRODUCT_COMMENTS : SELLER_COMMENTS)[score] ?? PRODUCT_COMMENTS[4] ?? [];
  return comments[pick % comments.length] ?? 'Teşekkürler.';
}

/** A small, fast, well-spread hash of a few integers (the same inputs always give the same number). */
function mix(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

const targetCode = (target: CrowdTarget): number => (target === 'PRODUCT' ? 1 : 2);

/** Reviews come in blocks of this many with the same mix of scores, shuffled within the block. */
const BLOCK = 20;
/** Multipliers coprime to BLOCK: `(p × a + c) mod BLOCK` shuffles a block's positions without repeats. */
const SHUFFLES = [1, 3, 7, 9, 11, 13, 17, 19] as const;

/**
 * How many of every BLOCK reviews give 5, 4, 3, 2 and 1 stars: how well this product or store is liked
 * (most are well liked, a few are not). A property of the subject, not of a page: the average of the
 * first n reviews is known without drawing them, and a page's scores are made in constant time.
 */
function blockMix(target: CrowdTarget, id: number): BlockMix {
  const liked = (mix(targetCode(target), id, 7) % 1000) / 1000;
  const five = Math.round(BLOCK * (0.35 + liked * 0.5));
  const four = Math.round((BLOCK - five) * 0.6);
  const three = Math.round((BLOCK - five - four) * 0.55);
  const two = Math.round((BLOCK - five - four - three) * 0.5);
  const one = BLOCK - five - four - three - two;
  // Slots below the first bound give 5, below the second 4, and so on.
  return { bounds: [five, five + four, five + four + three, BLOCK - one], sum: 5 * five + 4 * four + 3 * three + 2 * two + one };
}

interface BlockMix {
  bounds: readonly [number, number, number, number];
  /** Sum of the scores of one whole block. */
  sum: number;
}

const mixCache = new Map<number, BlockMix>();
function mixOf(target: CrowdTarget, id: number): BlockMix {
  const key = targetCode(target) * 1_000_000 + id;
  let known = mixCache.get(key);
  if (!known) {
    known = blockMix(target, id);
    mixCache.set(key, known);
  }
  return known;
}

function scoreAt(block: BlockMix, target: CrowdTarget, id: number, n: number): number {
  const shuffle = mix(targetCode(target), id, Math.floor(n / BLOCK) + 3);
  const slot = ((n % BLOCK) * (SHUFFLES[shuffle % SHUFFLES.length] ?? 1) + (shuffle >>> 8)) % BLOCK;
  const [five, four, three, two] = block.bounds;
  return slot < five ? 5 : slot < four ? 4 : slot < three ? 3 : slot < two ? 2 : 1;
}

/** The score of the n-th (0 = newest) review of a subject. */
export const crowdScore = (target: CrowdTarget, id: number, n: number): number => scoreAt(mixOf(target, id), target, id, n);

/** Sum of the scores of a subject's first `count` reviews: whole blocks at once, the last one review by review. */
export function crowdScoreSum(target: CrowdTarget, id: number, count: number): number {
  const block = mixOf(target, id);
  const whole = Math.floor(count / BLOCK);
  let sum = whole * block.sum;
  for (let n = whole * BLOCK; n < count; n += 1) sum += scoreAt(block, target, id, n);
  return sum;
}

/** Average of the first `count` reviews, to the hundredth (0 without reviews). */
export const crowdAverage = (target: CrowdTarget, id: number, count: number): number =>
  count === 0 ? 0 : Math.round((crowdScoreSum(target, id, count) / count) * 100) / 100;

/**
 * When the n-th review was written: the newest a few hours before the seed's "now", older ones further
 * back, all of them after `since` (the product was listed, the store opened).
 */
export function crowdCreatedAt(n: number, count: number, seedNow: number, since: number): string {
  const span = Math.max(DAY_MS, seedNow - since - DAY_MS);
  const step = span / Math.max(1, count);
  const jitter = (mix(n, count, 3) % 1000) / 1000;
  return new Date(seedNow - 3 * HOUR_MS - Math.floor((n + jitter * 0.9) * step)).toISOString();
}

export interface CrowdSubject {
  target: CrowdTarget;
  /** Product id for PRODUCT, store id for SELLER. */
  id: number;
  count: number;
  /** The store of the product (PRODUCT) or the store itself (SELLER). */
  sellerId: number;
  seedNow: number;
  since: number;
}

/** The n-th review of a subject as a store rating record (approved, by another shopper). */
export function crowdReview(subject: CrowdSubject, n: number): RatingRecord {
  const { target, id } = subject;
  const score = crowdScore(target, id, n);
  const pick = mix(targetCode(target), id, n + 101);
  // About a third of shoppers leave only the stars.
  const comment = pick % 3 === 0 ? undefined : reviewComment(target, score, pick >>> 3);
  const serial = CROWD_ID_BASE + (target === 'PRODUCT' ? 0 : 5_000_000) + id * 10_000 + n;
  return {
    id: serial,
    target,
    userId: 0,
    authorName: AUTHORS[(pick >>> 8) % AUTHORS.length] ?? 'A*** B***',
    orderId: serial,
    ...(target === 'PRODUCT' ? { productId: id } : {}),
    sellerId: subject.sellerId,
    score,
    ...(comment ? { comment } : {}),
    approvalState: 'APPROVED',
    createdAt: crowdCreatedAt(n, subject.count, subject.seedNow, subject.since),
  };
}

/** Positions (newest first) of a subject's reviews, optionally only those with one score. */
export function crowdPositions(subject: Pick<CrowdSubject, 'target' | 'id' | 'count'>, score?: number): number[] {
  const out: number[] = [];
  const block = mixOf(subject.target, subject.id);
  for (let n = 0; n < subject.count; n += 1) if (score === undefined || scoreAt(block, subject.target, subject.id, n) === score) out.push(n);
  return out;
}
