import type { OrderItem, OrderItemQuantity } from '@carsi/sdk/main';
import { remainingOf } from './order-items.ts';

export const quantityMessages = {
  nothingChosen: 'En az bir ürün için adet seçin.',
  tooMany: (max: number) => `En fazla ${max} adet seçebilirsiniz.`,
  reason: 'Lütfen nedeninizi yazın (en az 3 karakter).',
} as const;

export type Quantities = Readonly<Record<number, string>>;

export interface QuantityCheck {
  items: OrderItemQuantity[];
  /** Problems per order item id. */
  itemErrors: Record<number, string>;
  formError?: string;
}

/** Turns the typed counts into request lines; every count must be 0…remaining and one above 0. */
export function checkQuantities(lines: readonly OrderItem[], quantities: Quantities): QuantityCheck {
  const items: OrderItemQuantity[] = [];
  const itemErrors: Record<number, string> = {};
  for (const line of lines) {
    const raw = (quantities[line.id] ?? '0').trim();
    const quantity = raw === '' ? 0 : Number(raw);
    const max = remainingOf(line);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > max) itemErrors[line.id] = quantityMessages.tooMany(max);
    else if (quantity > 0) items.push({ orderItemId: line.id, quantity });
  }
  const formError = Object.keys(itemErrors).length === 0 && items.length === 0 ? quantityMessages.nothingChosen : undefined;
  return { items, itemErrors, ...(formError ? { formError } : {}) };
}
