/** The member's own marketplace order, by an id from the path or the body. */
import { db } from '@mocks/db/database.ts';
import type { OrderRecord } from '@mocks/db/commerce-types.ts';
import type { UserRecord } from '@mocks/db/types.ts';
import { int } from '@mocks/http/body.ts';

export const ownOrder = (user: UserRecord, id: unknown): OrderRecord | undefined => {
  const n = int(id);
  return db.orders.find((o) => o.id === n && o.buyerId === user.id);
};
