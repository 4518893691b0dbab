import { ProductCondition } from '@carsi/sdk/main';

/** A listing's condition as shoppers read it. */
export const conditionLabels: Record<ProductCondition, string> = {
  [ProductCondition.NEW]: 'Yeni',
  [ProductCondition.LIKE_NEW]: 'Yeni gibi',
  [ProductCondition.GOOD]: 'İyi',
  [ProductCondition.REASONABLE]: 'Makul',
  [ProductCondition.WORN]: 'Yıpranmış',
};

/** From the best condition to the most used. */
export const conditionOrder: readonly ProductCondition[] = [
  ProductCondition.NEW,
  ProductCondition.LIKE_NEW,
  ProductCondition.GOOD,
  ProductCondition.REASONABLE,
  ProductCondition.WORN,
];

export const isCondition = (value: string | null): value is ProductCondition =>
  value !== null && (conditionOrder as readonly string[]).includes(value);
