import { loadInvalidationRules } from '@carsi/sdk';
import { configureSdk, createQueryClient, type Notifier } from '@carsi/sdk/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { MuiScope } from '../lib/mui-scope.tsx';
import { PageAt, testRouter, type TestRouter } from './router-probe.tsx';

export interface Envelope {
  status: number;
  code: number | string;
  message?: string;
  data: unknown;
  fields?: { field: string; code: string; message?: string }[];
}

export interface Recorded {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Points the SDK at a fake backend: each call is answered by `answer` (an envelope; its `status`
 * is also the HTTP status) and recorded with its JSON body.
 */
export function fakeBackend(answer: (call: Recorded) => Envelope) {
  const calls: Recorded[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const envelope = answer(call);
    return new Response(JSON.stringify(envelope), {
      status: envelope.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  configureSdk({ fetch: fetchMock });
  return { calls, fetchMock };
}

export const ok = (data: unknown): Envelope => ({ status: 200, code: 0, data });
export const failure = (status: number, code: string, fields?: Envelope['fields']): Envelope => ({
  status,
  code,
  data: null,
  ...(fields ? { fields } : {}),
});

/** The location service for forms with il/ilçe: two provinces, and one district of İstanbul; undefined for any other call. */
export const fakeLocations = (call: Recorded): Envelope | undefined => {
  if (call.url.endsWith('/api/province')) return ok([{ id: 34, name: 'İstanbul' }, { id: 6, name: 'Ankara' }]);
  if (call.url.endsWith('/api/province/34/district')) return ok([{ id: 34001, provinceId: 34, name: 'Kadıköy' }]);
  return undefined;
};

/** The multipart body of the first `method` call, read back from the recorded fetch (`recorded` keeps JSON only). */
export function sentMultipart(fetchMock: Mock<typeof fetch>, method = 'PUT'): FormData {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  if (!(call?.[1]?.body instanceof FormData)) throw new Error(`no multipart ${method} was sent`);
  return call[1].body;
}

export interface RenderedApp extends RenderResult {
  notify: { success: Mock<Notifier['success']>; warning: Mock<Notifier['warning']> };
  router: TestRouter;
}

export interface RenderOptions {
  path?: string;
  /**
   * Queries retry network failures and 5xx answers as in the app, but without the real 1 s + 2 s
   * back-off between tries: for tests that wait for the retries to give up (the number of tries and
   * what the shopper sees stay the app's).
   */
  immediateRetries?: boolean;
}

/** Renders `ui` at `path` inside the app's theme, a fresh query client and a memory router. */
export function renderWithProviders(ui: ReactElement, { path = '/', immediateRetries = false }: RenderOptions = {}): RenderedApp {
  const notify = { success: vi.fn<Notifier['success']>(), warning: vi.fn<Notifier['warning']>() };
  // The app's invalidation rules, so a component tested alone shows what a mutation changed as the shop does.
  const client = createQueryClient({ notify, invalidate: loadInvalidationRules });
  if (immediateRetries) client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const router = testRouter(path);
  const result = render(
    <MuiScope>
      <QueryClientProvider client={client}>
        <PageAt path={path} router={router} element={ui} />
      </QueryClientProvider>
    </MuiScope>,
  );
  return { ...result, notify, router };
}
