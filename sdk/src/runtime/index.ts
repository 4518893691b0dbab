/** `@carsi/sdk/runtime`: what every generated call goes through, usable without React. */
export { configureSdk, resetSdkConfig, sdkConfig } from './config.ts';
export type { AnswerToCheck, ContractDriftReport, ResponseValidator, SdkConfig, Service } from './config.ts';
export { ApiError, isApiError } from './api-error.ts';
export type { FieldProblem } from './api-error.ts';
export {
  ClientErrorCode,
  DEFAULT_FAILURE_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  errorMessageFor,
  errorMessages,
  successMessageFor,
  successMessages,
} from './messages.ts';
export type { AnyErrorCode } from './messages.ts';
// The other constants are the runtime's own; only what the web app and the mocks share is public.
export { AUTH_COOKIE_NAME, DISCOUNT_CAPS, IDEMPOTENCY_HEADER, MIN_IMAGE_SIZES } from './constants.ts';
export { endSession, getToken, isLoggedIn, listenToOtherTabs, storeToken } from './token.ts';
export { onSessionEnded, onSessionStartedElsewhere } from './session-events.ts';
export { clearMemberData } from './member-data.ts';
export type { SessionEndReason } from './session-events.ts';
export { createQueryClient } from './query-client.ts';
export type { CarsiMeta, Notifier, QueryClientOptions } from './query-client.ts';
export { invalidateAfter, pathMatching, pathOf } from './invalidation.ts';
export type { InvalidationRule, MutationSuccess, StaleQueries } from './invalidation.ts';
export { persistQueries } from './persisted-queries.ts';
export type { PersistRule } from './persisted-queries.ts';
export { bearer, request } from './request.ts';
export type { RequestConfig, RequestOptions, Unwrapped } from './request.ts';
