import { ApiError, type FieldProblem } from './api-error.ts';
import { sdkConfig, type Service } from './config.ts';
import { SERVICE_TIMEOUT_MS, SUCCESS_CODE, SUCCESS_STATUS } from './constants.ts';
import { ClientErrorCode } from './messages.ts';
import { endSession, getToken } from './token.ts';

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
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The generated types describe the wire envelope; callers get its `data`. */
export type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** Orval reads these two from the mutator file to type hook errors and bodies. */
export type ErrorType<_WireError> = ApiError;
export type BodyType<Body> = Body;

interface WireEnvelope {
  status: number;
  code: number | string;
  data?: unknown;
  fields?: FieldProblem[];
}

const isEnvelope = (body: unknown): body is WireEnvelope =>
  typeof body === 'object' && body !== null && 'status' in body && 'code' in body;

function buildUrl(service: Service, url: string, params?: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return `${sdkConfig().baseUrls[service]}${url}${search ? `?${search}` : ''}`;
}

function buildInit(config: RequestConfig, options: RequestOptions | undefined, signal: AbortSignal | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers, ...options?.headers };
  const token = getToken();
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
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

async function send(service: Service, config: RequestConfig, options?: RequestOptions): Promise<Response> {
  const ms = timeoutOf(service);
  const timeout = ms === undefined ? undefined : AbortSignal.timeout(ms);
  const callerSignal = options?.signal ?? config.signal;
  const signals = [callerSignal, timeout].filter((s): s is AbortSignal => s !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  const doFetch = sdkConfig().fetch ?? fetch;
  try {
    return await doFetch(buildUrl(service, config.url, config.params), buildInit(config, options, signal));
  } catch (error) {
    if (timeout?.aborted) throw new ApiError(ClientErrorCode.TIMEOUT, 0);
    if (callerSignal?.aborted) throw error; // a cancelled query is not a failure
    throw new ApiError(ClientErrorCode.NETWORK, 0);
  }
}

function checkContract(service: Service, config: RequestConfig, body: unknown): void {
  const { validateResponse, onContractDrift } = sdkConfig();
  if (!validateResponse) return;
  const report = validateResponse({ service, method: config.method.toUpperCase(), path: config.url, body });
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
  const response = await send(service, config, options);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(ClientErrorCode.MALFORMED, response.status);
  }
  if (!isEnvelope(body)) throw new ApiError(ClientErrorCode.MALFORMED, response.status);
  const status = response.status === SUCCESS_STATUS ? body.status : response.status;
  if (status === 401) {
    endSession('unauthorized');
    throw new ApiError(typeof body.code === 'string' ? body.code : '1000-1003', 401);
  }
  if (status !== SUCCESS_STATUS || body.code !== SUCCESS_CODE) {
    throw new ApiError(String(body.code), status, body.fields ?? []);
  }
  checkContract(service, config, body);
  return body.data as Unwrapped<T>;
}
