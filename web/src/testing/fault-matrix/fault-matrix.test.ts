// @vitest-environment jsdom
import { configureSdk, errorMessages, getToken, isApiError, request, storeToken, type Service } from '@carsi/sdk/runtime';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifiersOf, operationsCalledBy } from './web-operations.ts';
import type { OperationInfo } from '@carsi/sdk/schemas';

/**
 * The fault matrix, layer 1: every operation the web app calls × every fault a service can show —
 * a catalogue error, a 401 for the current token, a network failure, a malformed body and, for the
 * content and live services (spec §9: 10 s; here shortened), a timeout. Each cell goes through the
 * same runtime path as the generated hooks and must end in an ApiError with the right Turkish message
 * (a 401 also ends the session); nothing else may escape. Layer 2 (pages) is fault-pages.test.tsx.
 */
// Vitest runs from the repository (npm test) or from web/ (npx vitest in web).
const webSrc = existsSync(join(process.cwd(), 'web', 'src')) ? join(process.cwd(), 'web', 'src') : join(process.cwd(), 'src');

async function webSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const files = entries.map(String).filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'));
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
}

type Fault = 'catalogue error' | '401' | 'network' | 'malformed' | 'timeout';
const faults: Fault[] = ['catalogue error', '401', 'network', 'malformed', 'timeout'];
const CATALOGUE_CODE = '1000-1002';

const expected: Record<Fault, string> = {
  'catalogue error': errorMessages[CATALOGUE_CODE],
  '401': errorMessages['1000-1003'],
  network: errorMessages['CLIENT-NETWORK'],
  malformed: errorMessages['CLIENT-MALFORMED'],
  timeout: errorMessages['CLIENT-TIMEOUT'],
};

function answerFor(fault: Fault, signal: AbortSignal | null | undefined): Promise<Response> {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  switch (fault) {
    case 'catalogue error':
      return Promise.resolve(json(429, { status: 429, code: CATALOGUE_CODE, message: 'Too many', data: null }));
    case '401':
      return Promise.resolve(json(401, { status: 401, code: '1000-1003', message: 'Unauthorized', data: null }));
    case 'network':
      return Promise.reject(new TypeError('Failed to fetch'));
    case 'malformed':
      return Promise.resolve(new Response('{"status":200,"code":0,"data":{"id":', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    case 'timeout':
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  }
}

const appliesTo = (fault: Fault, service: Service): boolean => fault !== 'timeout' || service !== 'main';

interface Cell {
  operation: OperationInfo;
  fault: Fault;
  holds: boolean;
  problem?: string;
}

const cells: Cell[] = [];
let called: OperationInfo[] = [];
const uncaught: unknown[] = [];
const onUnhandled = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

beforeAll(async () => {
  called = operationsCalledBy(identifiersOf(await webSources(webSrc)));
  window.addEventListener('unhandledrejection', onUnhandled);
});

afterAll(() => {
  window.removeEventListener('unhandledrejection', onUnhandled);
  const held = cells.filter((cell) => cell.holds).length;
  console.info(`fault matrix (operations): ${called.length} operations × ${faults.length} faults → ${cells.length} cells (timeouts on content/live only); ${held} hold`);
});

async function runCell(operation: OperationInfo, fault: Fault): Promise<Cell> {
  storeToken('matrix-token-0000000000');
  configureSdk({ fetch: (_input, init) => answerFor(fault, init?.signal), timeoutsMs: { content: 20, live: 20 } });
  const url = operation.path.replace(/\{[^}]+\}/g, '1');
  try {
    await request(operation.service, { url, method: operation.method, ...(operation.method === 'GET' ? {} : { data: {} }) });
    return { operation, fault, holds: false, problem: 'answered as a success' };
  } catch (error) {
    if (!isApiError(error)) return { operation, fault, holds: false, problem: `threw ${String(error)}` };
    if (error.message !== expected[fault]) return { operation, fault, holds: false, problem: `message "${error.message}"` };
    if (fault === '401' && getToken() !== undefined) return { operation, fault, holds: false, problem: 'session kept after 401' };
    if (fault !== '401' && getToken() === undefined) return { operation, fault, holds: false, problem: 'session ended without a 401' };
    return { operation, fault, holds: true };
  }
}

describe('fault matrix: every operation the web app calls', () => {
  it('finds the operations from the web source', () => {
    const ids = called.map((operation) => operation.operationId);
    // A sample that must be there: catalogue, cart, order, account, content, live and a section family.
    expect(ids).toEqual(expect.arrayContaining(['getCart', 'createOrder', 'login', 'addCartList', 'contentListMainBanners', 'secondHandGetCart', 'craftCreateOrder']));
    expect(called.length).toBeGreaterThan(60);
  });

  it('maps every fault of every operation to its Turkish message, with nothing uncaught', async () => {
    for (const operation of called) {
      for (const fault of faults) {
        if (appliesTo(fault, operation.service)) cells.push(await runCell(operation, fault));
      }
    }
    const failing = cells.filter((cell) => !cell.holds).map((cell) => `${cell.operation.operationId} × ${cell.fault}: ${cell.problem ?? ''}`);
    expect(failing).toEqual([]);
    expect(uncaught).toEqual([]);
  });
});
