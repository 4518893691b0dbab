/**
 * All handlers in resolution order: the control API, the guard (faults + 401), the stateful
 * in-memory backend, then Orval's generated faker handlers as the fallback for every operation
 * without hand-written state.
 */
import { faker } from '@faker-js/faker';
import type { RequestHandler } from 'msw';
import { controlHandlers } from '../control/control-handlers.ts';
import { FAKER_SEED } from '../db/store.ts';
import { generatedHandlers } from '../generated/handlers.ts';
import { guardHandlers } from './guard.ts';
import { statefulHandlers } from './stateful.ts';

/** The fallback answers come from the faker instance Orval imports; a fixed seed keeps them repeatable. */
export function seedFallbackFaker(): void {
  faker.seed(FAKER_SEED);
}

export function createHandlers(): RequestHandler[] {
  seedFallbackFaker();
  return [...controlHandlers, ...guardHandlers, ...statefulHandlers, ...generatedHandlers()];
}

export const handlers: RequestHandler[] = createHandlers();
export { controlHandlers, guardHandlers, statefulHandlers, generatedHandlers };
