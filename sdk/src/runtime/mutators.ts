/** Orval's mutators, one per service (orval.config.ts names them). */
import { request, type RequestConfig, type RequestOptions, type Unwrapped } from './request.ts';

export type { BodyType, ErrorType } from './request.ts';

export const mainRequest = <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> =>
  request<T>('main', config, options);

export const contentRequest = <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> =>
  request<T>('content', config, options);

export const liveRequest = <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> =>
  request<T>('live', config, options);
