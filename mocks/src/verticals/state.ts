/** Per-section, per-user state (contract, suspension, favourites, follows, cart, bans) and the timed rules. */
import { db } from '../db/database.ts';
import { emptyVerticalUser, verticalUserKey } from '../db/seed/verticals.ts';
import type { VerticalSlug, VerticalUserState } from '../db/vertical-types.ts';
import { OrderStatus } from '@carsi/sdk/main';

export function userStateOf(vertical: VerticalSlug, userId: number): VerticalUserState {
  const key = verticalUserKey(vertical, userId);
  const state = db.verticalUsers.get(key) ?? emptyVerticalUser();
  db.verticalUsers.set(key, state);
  return state;
}

/** Applies what time has done: listings past their approval delay become ACTIVE, shipped orders past the delivery delay DELIVERED. */
export function settleVerticals(now = Date.now()): void {
  for (const l of db.listings) {
    if (l.state === 'WAITING_FOR_APPROVAL' && l.approvesAt !== undefined && l.approvesAt <= now) {
      l.state = 'ACTIVE';
      l.approvesAt = undefined;
      l.updatedAt = new Date(now).toISOString();
    }
  }
  for (const o of db.listingOrders) {
    if (o.status === OrderStatus.SHIPPED && o.deliversAt !== undefined && o.deliversAt <= now) {
      o.status = OrderStatus.DELIVERED;
      for (const i of o.items) if (i.status === OrderStatus.SHIPPED) i.status = OrderStatus.DELIVERED;
      if (o.shipment) o.shipment.deliveredAt = new Date(o.deliversAt).toISOString();
      o.deliversAt = undefined;
    }
  }
}
