/**
 * Hands a handler of a secured operation its signed-in user, so no handler repeats the "no user →
 * 401" preamble. guard.ts already answers 401 (1000-1003) before any handler runs; the check here
 * only keeps the user's type non-optional, and answers the same 401 when a handler is mounted
 * without the guard.
 */
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { UserRecord } from '../db/types.ts';
import { unauthorized } from '../http/envelope.ts';
import { currentUser } from '../http/session.ts';

export type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>>[0];

export type UserResolver<Params extends PathParams> = (user: UserRecord, info: ResolverInfo<Params>) => Response | Promise<Response>;

export function withUser<Params extends PathParams = PathParams>(
  resolve: UserResolver<Params>,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return (info) => {
    const user = currentUser(info.request);
    return user ? resolve(user, info) : unauthorized();
  };
}
