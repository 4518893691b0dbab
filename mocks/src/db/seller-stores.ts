/** Which marketplace store (SellerRecord) a signed-in user runs, if any. */
import { STORE_ACCOUNTS } from './seed/sellers.ts';
import { db } from './database.ts';
import type { OrderRecord } from './commerce-types.ts';
import type { SellerRecord } from './types.ts';

export function storeOf(userId: number): SellerRecord | undefined {
  const account = STORE_ACCOUNTS.find((a) => a.userId === userId);
  return account ? db.sellers.find((s) => s.id === account.sellerId) : undefined;
}

/** True when one of the order's lines is sold by the store. */
export const sellsIn = (store: SellerRecord, order: OrderRecord): boolean => order.items.some((i) => i.sellerId === store.id);
