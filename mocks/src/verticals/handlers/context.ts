/** What every vertical handler needs: the section's config, its path prefix and the signed-in user. */
import { withUser, type UserResolver } from '@mocks/handlers/with-user.ts';
import type { PathParams } from 'msw';
import type { VerticalConfig } from '../config.ts';
import { settleVerticals } from '../state.ts';

export const base = (v: VerticalConfig): string => `*/api/${v.slug}`;

/** `withUser`, after applying what time did (offers expiring, orders moving on) so the handler reads the current state. */
export const withSettledUser = <Params extends PathParams = PathParams>(resolve: UserResolver<Params>) =>
  withUser<Params>((user, info) => {
    settleVerticals();
    return resolve(user, info);
  });

export const isResponse = (value: unknown): value is Response => value instanceof Response;

export const nowIso = (): string => new Date().toISOString();
