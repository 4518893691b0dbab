/** A tiny client for the tests: JSON in, `{ status, body }` out, optional bearer token. */
export interface ApiAnswer {
  status: number;
  body: { status: number; code: number | string; message?: string; data: unknown };
}

export const BASE = 'http://localhost';

export interface ApiInit {
  method?: string;
  body?: unknown;
  token?: string;
  base?: string;
  /** More request headers (a world's X-Carsi-World, say). */
  headers?: Record<string, string>;
}

export async function api(path: string, init: ApiInit = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${init.base ?? BASE}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** Narrows `data` for assertions. */
export const data = <T>(answer: ApiAnswer): T => answer.body.data as T;
