/** Marketplace question records → the contract's Question (the asker's id stays in the store). */
import type { QuestionRecord } from '../db/types.ts';
import type { Question } from '@carsi/sdk/main';
import { findProduct, productSummary } from './catalog.ts';

export function questionView({ askerId: _asker, ...question }: QuestionRecord): Question {
  return question;
}

/** A question in the asker's or the seller's list, with the product it was asked on. */
export function questionWithProductView(record: QuestionRecord): Question {
  const product = findProduct(record.productId);
  return product ? { ...questionView(record), product: productSummary(product) } : questionView(record);
}
