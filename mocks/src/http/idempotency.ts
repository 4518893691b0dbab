/**
 * The order creates' Idempotency-Key (contract: components/parameters/IdempotencyKey): a key this
 * member already used answers the order it created the first time; nothing is paid again.
 */
import { IDEMPOTENCY_HEADER } from '@carsi/sdk/runtime';
import { CAPS } from '../db/caps.ts';
import { db } from '../db/database.ts';
import { invalid } from './envelope.ts';

const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;

export interface OrderAttempt {
  /** The order id the key created before, if any. */
  replayOf: number | undefined;
  /** Remember the order this attempt created. */
  remember: (orderId: number) => void;
}

/** The attempt of a request, or a 1000-1016 answer for a malformed key. */
export function orderAttempt(request: Request, userId: number, scope: string): OrderAttempt | Response {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return { replayOf: undefined, remember: () => undefined };
  if (!KEY_FORMAT.test(key)) return invalid(IDEMPOTENCY_HEADER);
  const name = `${userId}:${scope}:${key}`;
  return {
    replayOf: db.orderAttempts.get(name),
    remember: (orderId) => {
      db.orderAttempts.set(name, orderId);
      const overflow = db.orderAttempts.size - CAPS.orderAttempts;
      if (overflow > 0) for (const old of [...db.orderAttempts.keys()].slice(0, overflow)) db.orderAttempts.delete(old);
    },
  };
}
