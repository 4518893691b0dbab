/**
 * All handlers in resolution order: the control API, the guard (faults + 401), the stateful
 * in-memory backend, then Orval's generated faker handlers as the fallback for every operation
 * without hand-written state.
 */
import { faker } from '@faker-js/faker';
import { http, type RequestHandler } from 'msw';
import { controlHandlers } from '../control/control-handlers.ts';
import { FAKER_SEED } from '../db/database.ts';
import { generatedHandlers } from '../generated/handlers.ts';
import { createRouter } from '../http/route.ts';
import { guardHandlers } from './guard.ts';
import { statefulHandlers } from './stateful.ts';

/** The fallback answers come from the faker instance Orval imports; a fixed seed keeps them repeatable. */
export function seedFallbackFaker(): void {
  faker.seed(FAKER_SEED);
}

/**
 * The generated fallbacks behind one handler: MSW's cost per request grows with the number of
 * handlers in its list, and the ~320 fallbacks are only needed when nothing stateful answered
 * (then only the few whose path fits the request are tried).
 */
function mountedFallbacks(): RequestHandler[] {
  const fallbacks = createRouter(generatedHandlers());
  return [http.all('*', ({ request }) => fallbacks(request))];
}

export function createHandlers(): RequestHandler[] {
  seedFallbackFaker();
  return [...controlHandlers, ...guardHandlers, ...statefulHandlers, ...mountedFallbacks()];
}

export const handlers: RequestHandler[] = createHandlers();
export { controlHandlers, guardHandlers, statefulHandlers, generatedHandlers };
