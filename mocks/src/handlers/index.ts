/**
 * All handlers in resolution order: the control API, the guard (faults + 401), the stateful
 * in-memory backend, then Orval's generated faker handlers (loaded when first needed) as the fallback
 * for every operation without hand-written state.
 */
import type { RequestHandler } from 'msw';
import { controlHandlers } from '../control/control-handlers.ts';
import { fallbackHandler, seedFallbackFaker } from './fallbacks.ts';
import { guardHandlers } from './guard.ts';
import { statefulHandlers } from './stateful.ts';

export const handlers: RequestHandler[] = [...controlHandlers, ...guardHandlers, ...statefulHandlers, fallbackHandler()];
export { controlHandlers, guardHandlers, statefulHandlers, seedFallbackFaker };
