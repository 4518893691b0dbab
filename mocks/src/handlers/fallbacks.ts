/**
 * Orval's generated faker handlers, the answer for an operation no stateful handler took. They and
 * faker (together about half of the mock backend's code) are loaded on the first request that needs
 * them, not on every start: the shop's own flows are all answered from the store.
 */
import { http, type RequestHandler } from 'msw';
import type { Faker } from '@faker-js/faker';
import { FAKER_SEED } from '../db/seed/faker-seed.ts';
import { operationOf } from '../http/operation.ts';
import { createRouter, type Router } from '../http/route.ts';
import { withoutCallFrames } from '../http/without-call-frames.ts';

/** The faker instance the generated handlers draw from, once they are loaded. */
let fallbackFaker: Faker | undefined;
let router: Promise<Router> | undefined;

async function loadRouter(): Promise<Router> {
  // The generated files import `faker` from the Turkish locale entry; that is the instance to seed.
  const [{ generatedHandlers }, { faker }] = await Promise.all([import('../generated/handlers.ts'), import('@faker-js/faker/locale/tr')]);
  fallbackFaker = faker;
  faker.seed(FAKER_SEED);
  // MSW's cost per request grows with the number of handlers it tries; the router narrows the ~320
  // fallbacks to the few whose path fits the request.
  return withoutCallFrames(() => createRouter(generatedHandlers()));
}

/** Back to the first fallback answer of a fresh start (a test's reset). */
export function seedFallbackFaker(): void {
  fallbackFaker?.seed(FAKER_SEED);
}

/** The fallbacks, loaded now (Node loads everything up front, see preload.ts). */
export function loadFallbacks(): Promise<Router> {
  return (router ??= loadRouter());
}

/**
 * Only a call of the contract can have a generated answer. Everything else (the page's own scripts,
 * images, fonts) passes by without waiting: in the browser the fallbacks' code is itself fetched
 * through the service worker, and a fetch waiting for that code to load would never end.
 */
export function fallbackHandler(): RequestHandler {
  return http.all('*', async ({ request }) => (operationOf(request) ? (await loadFallbacks())(request) : undefined));
}
