/**
 * Shoppers' questions on marketplace products and the stores' answers: each question is one its
 * product's kind gets (families.ts) and, when answered, gets the answer to that question.
 */
import type { Faker } from '@faker-js/faker';
import type { CategoryRecord, ProductRecord, QuestionRecord, UserRecord } from '../types.ts';
import { HOUR_MS, SEED_NOW_MS, DAY_MS } from '../clock.ts';
import { COMMON_QA, FAMILY_QA, LEAF_FAMILY } from './families.ts';
import { CORPORATE, MARKETPLACE } from './world.ts';
import { maskedName } from './users.ts';

const QUESTION_COUNT = 30;

export function seedQuestions(faker: Faker, products: readonly ProductRecord[], categories: readonly CategoryRecord[], users: readonly UserRecord[]): QuestionRecord[] {
  const asked = products.slice(0, QUESTION_COUNT);
  // The corporate demo's store has an unanswered question waiting (world.ts names it).
  const storeAt = MARKETPLACE.store.unansweredQuestion - 1;
  const storeProduct = products.find((p, i) => i >= QUESTION_COUNT && p.sellerId === CORPORATE.storeId);
  if (storeProduct) asked[storeAt] = storeProduct;
  return asked.map((p, i): QuestionRecord => {
    const leaf = categories.find((c) => c.id === p.categoryId);
    const family = leaf ? LEAF_FAMILY[leaf.name] : undefined;
    const [question, answer] = faker.helpers.arrayElement([...COMMON_QA, ...(family ? FAMILY_QA[family] : [])]);
    // Every 5th question is the demo user's, the others come from users 3–24; every 3rd waits for its answer.
    const askerId = i % 5 === 0 ? 1 : 3 + (i % 22);
    const asker = users.find((u) => u.id === askerId);
    const createdMs = SEED_NOW_MS - faker.number.int({ min: 2, max: 160 }) * DAY_MS - faker.number.int({ min: 0, max: 12 }) * HOUR_MS;
    const answered = i % 3 !== 0;
    return {
      id: i + 1,
      productId: p.id,
      question,
      ...(answered ? { answer, answeredAt: new Date(createdMs + faker.number.int({ min: 1, max: 20 }) * HOUR_MS).toISOString() } : {}),
      askerId,
      askerName: asker ? maskedName(asker) : 'M*** M***',
      createdAt: new Date(createdMs).toISOString(),
    };
  });
}
