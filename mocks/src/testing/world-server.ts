/**
 * For tests that use the mock backend as a consumer does: `carsi-mocks serve`'s HTTP server on a free
 * loopback port, and calls in a world of their own (`X-Carsi-World`, optionally started from a scenario).
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { handlers } from '../handlers/index.ts';
import { createMockHttpServer, listen } from '../http-server.ts';
import { SCENARIO_HEADER, WORLD_HEADER } from '../worlds/names.ts';
import { dropNamedWorlds } from '../worlds/registry.ts';
import { api, type ApiAnswer, type ApiInit } from './api.ts';

export const CONTROL_TOKEN = 'test-control-token-worlds';

export interface RunningMocks {
  /** `http://127.0.0.1:<port>` once the server listens. */
  base: () => string;
}

/** Starts the HTTP server for the file's tests and stops it (and drops the worlds they made) afterwards. */
export function useMockHttpServer(): RunningMocks {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    server = createMockHttpServer(handlers, { controlToken: CONTROL_TOKEN });
    base = `http://127.0.0.1:${await listen(server, 0)}`;
  });
  afterAll(async () => {
    dropNamedWorlds();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return { base: () => base };
}

export type WorldApi = (path: string, init?: Omit<ApiInit, 'base'>) => Promise<ApiAnswer>;

/** Calls in one world, the first of which makes it (from `scenario` when given). */
export function inWorld(mocks: RunningMocks, world: string, scenario?: string): WorldApi {
  const worldHeaders = { [WORLD_HEADER]: world, ...(scenario === undefined ? {} : { [SCENARIO_HEADER]: scenario }) };
  return (path, init = {}) => api(path, { ...init, base: mocks.base(), headers: { ...worldHeaders, ...init.headers } });
}

/** A control API call (JSON in and out), in a world when one is named. */
export async function control(mocks: RunningMocks, path: string, init: { method?: string; body?: unknown; world?: string } = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${mocks.base()}/__control/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Control-Token': CONTROL_TOKEN,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.world === undefined ? {} : { [WORLD_HEADER]: init.world }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: await response.json() };
}
