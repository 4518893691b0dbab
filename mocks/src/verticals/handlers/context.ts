/** What every vertical handler needs: the section's config, its path prefix and the signed-in user. */
import type { UserRecord } from '../../db/types.ts';
import { unauthorized } from '../../http/envelope.ts';
import { currentUser } from '../../http/session.ts';
import type { VerticalConfig } from '../config.ts';
import { settleVerticals } from '../state.ts';

export const base = (v: VerticalConfig): string => `*/api/${v.slug}`;

/** The signed-in user (after applying what time did) or the 401 answer. */
export function signedIn(request: Request): UserRecord | Response {
  settleVerticals();
  return currentUser(request) ?? unauthorized();
}

export const isResponse = (value: unknown): value is Response => value instanceof Response;

export const nowIso = (): string => new Date().toISOString();
