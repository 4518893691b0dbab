import createClient, { type Client } from 'openapi-fetch';
import { sdkConfig, type Service } from '../runtime/config.ts';
import { ApiError } from '../runtime/api-error.ts';
import { ClientErrorCode } from '../runtime/messages.ts';
import { bearer, checkContract, interpretAnswer, isSuccessAnswer, signalFor, transportFailure } from '../runtime/request.ts';
import { getToken } from '../runtime/token.ts';

/**
 * An openapi-fetch client for one service that goes through the same runtime as the hooks:
 * base URL from `configureSdk`, bearer token from the auth cookie, the service's timeout, and
 * transport failures as ApiError. Pair each call with `unwrap` to get the envelope's data.
 */
/** The token each answer's request was sent with, so a late 401 cannot end a newer session. */
const sentTokens = new WeakMap<Response, string>();

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-typescript's `paths` are plain interfaces
export function createServiceClient<Paths extends {}>(service: Service): Client<Paths> {
  const runtimeFetch = async (input: Request): Promise<Response> => {
    const headers = new Headers(input.headers);
    const token = getToken();
    if (token !== undefined) headers.set('Authorization', bearer(token));
    // The timeout stays armed while openapi-fetch reads the body; it never keeps Node alive (unref).
    const { signal, timeout } = signalFor(service, input.signal);
    const doFetch = sdkConfig().fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(new Request(input, { headers, signal }));
    } catch (error) {
      throw transportFailure(error, timeout, input.signal);
    }
    if (token !== undefined) sentTokens.set(response, token);
    if (sdkConfig().validateResponse) await checkAnswer(service, input, response);
    return response;
  };
  return createClient<Paths>({ baseUrl: sdkConfig().baseUrls[service], fetch: runtimeFetch });
}

/** The path of a call as the contract writes it: the URL's path without the base URL's own path. */
function contractPath(service: Service, url: string): string {
  const base = sdkConfig().baseUrls[service];
  const basePath = base ? new URL(base, 'http://base.invalid').pathname.replace(/\/$/, '') : '';
  const path = new URL(url, 'http://base.invalid').pathname;
  return basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path;
}

/** Development check of a successful answer (see `configureSdk({ validateResponse })`). */
async function checkAnswer(service: Service, input: Request, response: Response): Promise<void> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return; // a malformed body is reported by `unwrap` as CLIENT-MALFORMED
  }
  // Only successful answers are checked against their schema.
  if (isSuccessAnswer(response.status, body)) checkContract(service, input.method, contractPath(service, input.url), body);
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type EnvelopeData<R> = R extends { data?: infer Envelope } ? (Envelope extends { data: infer D } ? D : never) : never;

/** The envelope's data of a successful call; otherwise the same ApiError the hooks throw. */
export async function unwrap<R extends FetchResult>(call: Promise<R> | R): Promise<EnvelopeData<R>> {
  const result = await call;
  const body = result.data ?? result.error;
  if (body === undefined) throw new ApiError(ClientErrorCode.MALFORMED, result.response.status);
  return interpretAnswer(result.response.status, body, sentTokens.get(result.response)) as EnvelopeData<R>;
}
