import { ApiError, type FieldProblem } from './api-error.ts';
import { sdkConfig, type Service } from './config.ts';
import { SERVICE_TIMEOUT_MS, SUCCESS_CODE, SUCCESS_STATUS } from './constants.ts';
import { ClientErrorCode } from './messages.ts';
import { endSessionIfCurrent, getToken } from './token.ts';

/** What Orval's generated functions hand to the mutator. */
export interface RequestConfig {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Per-call options a consumer may pass as the generated function's second argument. */
export interface RequestOptions {
  /**
   * Extra headers; a function is called each time the call is sent (an order's Idempotency-Key, read
   * from the pending attempt when the hook's mutation runs rather than when the hook was rendered).
   */
  headers?: Record<string, string> | (() => Record<string, string>);
  signal?: AbortSignal;
}

/** The generated types describe the wire envelope; callers get its `data`. */
export type Unwrapped<T> = T extends { data: infer D } ? D : T;

interface WireEnvelope {
  status: number;
  code: number | string;
  data?: unknown;
  fields?: FieldProblem[];
}

const isEnvelope = (body: unknown): body is WireEnvelope =>
  typeof body === 'object' && body !== null && 'status' in body && 'code' in body;

export const bearer = (token: string): string => `Bearer ${token}`;

function buildUrl(service: Service, url: string, params?: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return `${sdkConfig().baseUrls[service]}${url}${search ? `?${search}` : ''}`;
}

function buildInit(config: RequestConfig, options: RequestOptions | undefined, signal: AbortSignal | undefined, token: string | undefined): RequestInit {
  const extra = typeof options?.headers === 'function' ? options.headers() : options?.headers;
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers, ...extra };
  if (token !== undefined) headers.Authorization = bearer(token);
  let body: BodyInit | undefined;
  if (config.data instanceof FormData) {
    // The browser writes the multipart boundary itself; a hand-set Content-Type would lose it.
    delete headers['Content-Type'];
    body = config.data;
  } else if (config.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(config.data);
  }
  return { method: config.method.toUpperCase(), headers, body, signal };
}

function timeoutOf(service: Service): number | undefined {
  const overrides = sdkConfig().timeoutsMs;
  return overrides && service in overrides ? overrides[service] : SERVICE_TIMEOUT_MS[service];
}

/** In Node, a pending timeout must not keep the process alive; browsers have nothing to do. */
function unref(timer: unknown): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') timer.unref();
}

export interface CallSignal {
  /** What the fetch listens to: the caller's signal, the timeout, or both. */
  signal?: AbortSignal;
  /** Aborted when the service's timeout ran out. */
  timeout?: AbortSignal;
  /** Stops the timeout once the answer has been read. */
  clear: () => void;
}

/**
 * The service's timeout (spec §9) joined with the caller's own abort signal. A plain timer rather than
 * `AbortSignal.timeout`, so it is cleared after the answer and never keeps a Node process alive.
 */
export function signalFor(service: Service, callerSignal: AbortSignal | undefined): CallSignal {
  const ms = timeoutOf(service);
  if (ms === undefined) return { signal: callerSignal, clear: () => undefined };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Zaman aşımı', 'TimeoutError')), ms);
  unref(timer);
  const timeout = controller.signal;
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout,
    timeout,
    clear: () => clearTimeout(timer),
  };
}

/** A fetch that never answered becomes a timeout or network ApiError; a cancelled one stays a cancellation. */
export function transportFailure(error: unknown, timeout: AbortSignal | undefined, callerSignal: AbortSignal | undefined): unknown {
  if (timeout?.aborted) return new ApiError(ClientErrorCode.TIMEOUT, 0);
  if (callerSignal?.aborted) return error;
  return new ApiError(ClientErrorCode.NETWORK, 0);
}

/** Sends the call and reads its JSON body, both within the service's timeout. */
async function send(service: Service, config: RequestConfig, options?: RequestOptions): Promise<{ response: Response; body: unknown; sentToken: string | undefined }> {
  const callerSignal = options?.signal ?? config.signal;
  const sentToken = getToken();
  const { signal, timeout, clear } = signalFor(service, callerSignal);
  const doFetch = sdkConfig().fetch ?? fetch;
  try {
    let response: Response;
    try {
      response = await doFetch(buildUrl(service, config.url, config.params), buildInit(config, options, signal, sentToken));
    } catch (error) {
      throw transportFailure(error, timeout, callerSignal);
    }
    try {
      return { response, body: await response.json(), sentToken };
    } catch (error) {
      if (timeout?.aborted || callerSignal?.aborted) throw transportFailure(error, timeout, callerSignal);
      throw new ApiError(ClientErrorCode.MALFORMED, response.status);
    }
  } finally {
    clear();
  }
}

/** An HTTP 200 may still carry a failed envelope; any other HTTP status decides by itself. */
const envelopeStatus = (httpStatus: number, body: WireEnvelope): number =>
  httpStatus === SUCCESS_STATUS ? body.status : httpStatus;

/** Whether an answer is a success envelope (status 200, code 0), without side effects. */
export const isSuccessAnswer = (httpStatus: number, body: unknown): boolean =>
  isEnvelope(body) && envelopeStatus(httpStatus, body) === SUCCESS_STATUS && body.code === SUCCESS_CODE;

/**
 * Reads an answer: the envelope's data on success; otherwise a typed ApiError, and on a 401 that
 * answers the still-current token (`sentToken`) the session is cleared first. Shared by the hooks'
 * mutator and the plain openapi-fetch client.
 */
export function interpretAnswer(httpStatus: number, body: unknown, sentToken: string | undefined): unknown {
  if (!isEnvelope(body)) throw new ApiError(ClientErrorCode.MALFORMED, httpStatus);
  const status = envelopeStatus(httpStatus, body);
  if (status === 401) {
    endSessionIfCurrent(sentToken);
    throw new ApiError(typeof body.code === 'string' ? body.code : '1000-1003', 401);
  }
  if (status !== SUCCESS_STATUS || body.code !== SUCCESS_CODE) {
    throw new ApiError(String(body.code), status, body.fields ?? []);
  }
  return body.data;
}

/**
 * When `configureSdk({ validateResponse })` is set (development, tests), checks a successful answer
 * against its operation's schema and reports a mismatch; otherwise does nothing.
 */
export function checkContract(service: Service, method: string, path: string, body: unknown): void {
  const { validateResponse, onContractDrift } = sdkConfig();
  if (!validateResponse) return;
  const report = validateResponse({ service, method: method.toUpperCase(), path, body });
  if (report) {
    if (onContractDrift) onContractDrift(report);
    else console.warn(`[@carsi/sdk] ${report.operationId} answered outside the contract`, report.issues);
  }
}

/**
 * The one path every generated call takes: base URL, bearer token, timeout, envelope unwrapping,
 * typed errors, 401 → session cleared, and (when configured) contract checks of the answer.
 */
export async function request<T>(service: Service, config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> {
  const { response, body, sentToken } = await send(service, config, options);
  const data = interpretAnswer(response.status, body, sentToken);
  checkContract(service, config.method, config.url, body);
  return data as Unwrapped<T>;
}
