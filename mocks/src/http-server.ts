/**
 * A plain node:http server answering with the MSW handlers (msw's `getResponse`), for any client:
 * curl, Playwright, other languages. CORS for localhost origins; JSON and multipart bodies pass
 * through untouched. Unknown paths answer the envelope 404 (1000-1006).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { failBody } from './http/envelope.ts';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function toRequest(req: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined, signal });
}

async function send(res: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function createMockHttpServer(handlers: readonly RequestHandler[]): Server {
  return createServer((req, res) => {
    const cors = corsHeaders(req.headers.origin);
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
        const request = await toRequest(req, aborted.signal);
        const response = await getResponse([...handlers], request);
        if (aborted.signal.aborted) return;
        if (!response) return send(res, Response.json(failBody(404, '1000-1006'), { status: 404 }), cors);
        // HttpResponse.error(): a network failure; drop the connection like a dead server would.
        if (response.type === 'error') {
          res.destroy();
          return;
        }
        await send(res, response, cors);
      } catch (error) {
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
