import createClient, { type Client } from 'openapi-fetch';
import { sdkConfig, type Service } from '../runtime/config.ts';
import { ApiError } from '../runtime/api-error.ts';
import { ClientErrorCode } from '../runtime/messages.ts';
import { bearer, interpretAnswer, signalFor, transportFailure } from '../runtime/request.ts';
import { getToken } from '../runtime/token.ts';

/**
 * An openapi-fetch client for one service that goes through the same runtime as the hooks:
 * base URL from `configureSdk`, bearer token from the auth cookie, the service's timeout, and
 * transport failures as ApiError. Pair each call with `unwrap` to get the envelope's data.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-typescript's `paths` are plain interfaces
export function createServiceClient<Paths extends {}>(service: Service): Client<Paths> {
  const runtimeFetch = async (input: Request): Promise<Response> => {
    const headers = new Headers(input.headers);
    const token = getToken();
    if (token !== undefined) headers.set('Authorization', bearer(token));
    const { signal, timeout } = signalFor(service, input.signal);
    const doFetch = sdkConfig().fetch ?? fetch;
    try {
      return await doFetch(new Request(input, { headers, signal }));
    } catch (error) {
      throw transportFailure(error, timeout, input.signal);
    }
  };
  return createClient<Paths>({ baseUrl: sdkConfig().baseUrls[service], fetch: runtimeFetch });
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
  return interpretAnswer(result.response.status, body) as EnvelopeData<R>;
}
