/**
 * A plain node:http server answering with the MSW handlers (msw's `getResponse`), for any client:
 * curl, Playwright, other languages. CORS for localhost origins. Bodies are checked before any
 * handler sees them: larger than `maxBodyBytes` → 413, a type other than JSON or multipart → 415,
 * JSON that does not parse → 400 with the validation code (1000-1016). The control API
 * (`/__control/*`) needs the `X-Control-Token` printed at start-up and JSON bodies, and sends no CORS
 * headers. Unknown paths answer the envelope 404 (1000-1006). A call is answered in the world its
 * `X-Carsi-World` header names (worlds/registry.ts), the default world without one.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'msw';
import { contractRequestHeaders } from '@carsi/sdk/schemas';
import { drawChaos, type Chaos } from './http/chaos.ts';
import { failBody } from './http/envelope.ts';
import { knownBytes } from './http/json-response.ts';
import { createRouter } from './http/route.ts';
import { useAsyncWorldScope } from './worlds/async-scope.ts';
import { SCENARIO_HEADER, WORLD_HEADER } from './worlds/names.ts';
import { configureWorlds, type WorldSettings } from './worlds/registry.ts';
import { answerInWorld } from './worlds/select.ts';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface MockHttpServerOptions {
  /** Largest request body accepted (default 10 MiB: the contract's image and invoice uploads fit). */
  maxBodyBytes?: number;
  /** Secret the control API requires in `X-Control-Token`; without one the control API is closed. */
  controlToken?: string;
  /** Delay and random server errors on every call but the control API's (http/chaos.ts). */
  chaos?: Chaos;
  /** How many named worlds are kept and how long an idle one lives (worlds/registry.ts; defaults: 100, 30 min). */
  worlds?: Partial<WorldSettings>;
}

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
export const CONTROL_TOKEN_HEADER = 'x-control-token';
const CONTROL_PATH = /^\/__control(\/|$)/;

/** A refusal before any handler ran: the envelope with the HTTP status that says why. */
class Refusal extends Error {
  readonly status: number;
  readonly code: '1000-1004' | '1000-1016' | '1000-1008';

  constructor(status: number, code: '1000-1004' | '1000-1016' | '1000-1008') {
    super(code);
    this.status = status;
    this.code = code;
  }
}

const isJsonType = (type: string): boolean => /^application\/([\w.+-]+\+)?json\b/i.test(type);
const isFormType = (type: string): boolean => /^multipart\/form-data\b/i.test(type);

function corsHeaders(origin: string | undefined, path: string): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin) || CONTROL_PATH.test(path)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    // The body and answer types, every header the contract's calls send (generated from the contract), and the world's.
    'Access-Control-Allow-Headers': ['Content-Type', 'Accept', ...contractRequestHeaders, WORLD_HEADER, SCENARIO_HEADER].join(','),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new Refusal(413, '1000-1004');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Refusal(413, '1000-1004');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A body must say what it is, be JSON or a form, and JSON must parse. */
function checkBody(body: Buffer, contentType: string): void {
  if (body.length === 0) return;
  if (isFormType(contentType)) return;
  if (!isJsonType(contentType)) throw new Refusal(415, '1000-1004');
  try {
    JSON.parse(body.toString('utf8'));
  } catch {
    throw new Refusal(400, '1000-1016');
  }
}

function checkControl(req: IncomingMessage, controlToken: string | undefined): void {
  const given = req.headers[CONTROL_TOKEN_HEADER];
  const sent = Buffer.from(typeof given === 'string' ? given : '');
  const expected = Buffer.from(controlToken ?? '');
  if (!controlToken || sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new Refusal(403, '1000-1008');
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'POST' && !isJsonType(req.headers['content-type'] ?? '')) throw new Refusal(415, '1000-1004');
}

async function toRequest(req: IncomingMessage, signal: AbortSignal, options: Required<Pick<MockHttpServerOptions, 'maxBodyBytes'>> & MockHttpServerOptions): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (CONTROL_PATH.test(url.pathname)) checkControl(req, options.controlToken);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    body = await readBodyWithin(req, options.maxBodyBytes);
    checkBody(body, req.headers['content-type'] ?? '');
  }
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined, signal });
}

async function send(res: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  // A JSON answer of the envelope is written as it was encoded; any other body is read back.
  res.end(knownBytes(response) ?? Buffer.from(await response.arrayBuffer()));
}

export function createMockHttpServer(handlers: readonly RequestHandler[], options: MockHttpServerOptions = {}): Server {
  const settings = { ...options, maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES };
  const route = createRouter(handlers);
  // Each call is answered in the world it names (X-Carsi-World), kept across its awaits.
  useAsyncWorldScope();
  if (options.worlds) configureWorlds(options.worlds);
  return createServer((req, res) => {
    const origin = req.headers.origin;
    // The path only matters for a localhost origin (no CORS for the control API); most calls carry none.
    const cors = origin ? corsHeaders(origin, new URL(req.url ?? '/', 'http://localhost').pathname) : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    void (async () => {
      try {
        const request = await toRequest(req, aborted.signal, settings);
        if (settings.chaos && !CONTROL_PATH.test(new URL(request.url).pathname)) {
          const { delayMs, fail } = drawChaos(settings.chaos);
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          if (aborted.signal.aborted) return;
          if (fail) return send(res, Response.json(failBody(500, '1000-1000'), { status: 500 }), cors);
        }
        const response = await answerInWorld(request, () => route(request));
        if (aborted.signal.aborted) return;
        if (!response) return send(res, Response.json(failBody(404, '1000-1006'), { status: 404 }), cors);
        // HttpResponse.error(): a network failure; drop the connection like a dead server would.
        if (response.type === 'error') {
          res.destroy();
          return;
        }
        await send(res, response, cors);
      } catch (error) {
        if (error instanceof Refusal) {
          // The rest of a refused body is not read; close the connection once the answer is out.
          res.setHeader('Connection', 'close');
          return send(res, Response.json(failBody(error.status, error.code), { status: error.status }), cors);
        }
        console.error('[mocks] handler failed', error);
        if (!res.headersSent) await send(res, Response.json(failBody(500, '1000-1000'), { status: 500 }), cors);
        else res.end();
      }
    })();
  });
}

/** Listens on `port` (0 = any free port) and resolves with the port taken. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
