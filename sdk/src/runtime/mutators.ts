/** Orval's mutators, one per service (orval.config.ts names them). */
import type { ApiError } from './api-error.ts';
import { request, type RequestConfig, type RequestOptions, type Unwrapped } from './request.ts';

/**
 * Orval looks for these two declarations in this file's text (a re-export is not seen): every hook's
 * error is the ApiError the runtime throws, whatever error envelope the contract documents.
 */
export type ErrorType<_WireError> = ApiError;
export type BodyType<Body> = Body;

export const mainRequest = <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> =>
  request<T>('main', config, options);

export const contentRequest = <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> =>
  request<T>('content', config, options);

export const liveRequest = <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> =>
  request<T>('live', config, options);
