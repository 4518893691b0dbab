/**
 * A product's or store's reviews as one list: the approved reviews members wrote in this store (rating
 * records) and the ones other shoppers left before (db/crowd-reviews.ts, drawn on demand). The count
 * and the average a card shows are this list's length and mean, so they always agree with the list.
 */
import { db } from '../db/database.ts';
import { crowdCreatedAt, crowdPositions, crowdReview, crowdScoreSum, type CrowdSubject, type CrowdTarget } from '../db/crowd-reviews.ts';
import type { ProductRecord, RatingRecord, SellerRecord } from '../db/types.ts';

export interface ReviewStats {
  rating: number;
  ratingCount: number;
}

const approvedOf = (target: CrowdTarget, id: number): RatingRecord[] =>
  db.ratings.filter((r) => r.approvalState === 'APPROVED' && r.target === target && (target === 'PRODUCT' ? r.productId === id : r.sellerId === id));

function stats(target: CrowdTarget, id: number, crowd: number): ReviewStats {
  const own = approvedOf(target, id);
  const count = crowd + own.length;
  if (count === 0) return { rating: 0, ratingCount: 0 };
  const sum = crowdScoreSum(target, id, crowd) + own.reduce((s, r) => s + r.score, 0);
  return { rating: Math.round((sum / count) * 100) / 100, ratingCount: count };
}

/** The record's `ratingCount` is how many shoppers reviewed it before the store's own records. */
export const productReviewStats = (product: ProductRecord): ReviewStats => stats('PRODUCT', product.id, product.ratingCount);
export const sellerReviewStats = (seller: SellerRecord): ReviewStats => stats('SELLER', seller.id, seller.ratingCount);

const seedNow = (): number => Date.parse(db.clock.seedNow);

export function productSubject(product: ProductRecord): CrowdSubject {
  return { target: 'PRODUCT', id: product.id, count: product.ratingCount, sellerId: product.sellerId, seedNow: seedNow(), since: Date.parse(product.createdAt) };
}

export function sellerSubject(seller: SellerRecord): CrowdSubject {
  return { target: 'SELLER', id: seller.id, count: seller.ratingCount, sellerId: seller.id, seedNow: seedNow(), since: Date.parse(seller.memberSince) };
}

/**
 * One page of a subject's approved reviews, newest first, optionally only one score: the members'
 * records merged with the drawn reviews by date; only the page's drawn reviews are made.
 */
export function reviewPage(subject: CrowdSubject, score: number | undefined, paging: { currentPage: number; pageSize: number }): { totalCount: number; items: RatingRecord[] } {
  const own = approvedOf(subject.target, subject.id).filter((r) => score === undefined || r.score === score).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const positions = crowdPositions(subject, score);
  const totalCount = own.length + positions.length;
  const start = (paging.currentPage - 1) * paging.pageSize;
  const end = Math.min(totalCount, start + paging.pageSize);
  const items: RatingRecord[] = [];
  let o = 0;
  let c = 0;
  // Walk the two newest-first lists together up to the end of the page.
  for (let i = 0; i < end; i += 1) {
    const ownNext = own[o];
    const crowdAt = positions[c];
    const crowdDate = crowdAt === undefined ? undefined : crowdCreatedAt(crowdAt, subject.count, subject.seedNow, subject.since);
    const takeOwn = ownNext !== undefined && (crowdDate === undefined || ownNext.createdAt >= crowdDate);
    if (takeOwn) o += 1;
    else c += 1;
    if (i < start) continue;
    if (takeOwn) items.push(ownNext);
    else if (crowdAt !== undefined) items.push(crowdReview(subject, crowdAt));
  }
  return { totalCount, items };
}
