/**
 * The oversized-body sender gets the refusal from both kinds of server: one that answers 413 on the
 * declared length and closes while the body is still coming, and one that reads the whole body first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendOversized } from './oversized.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function serve(readBodyFirst: boolean): Promise<{ url: string; received: () => number }> {
  let received = 0;
  server = createServer((req, res) => {
    const refuse = (): void => {
      res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify({ status: 413, code: '1000-1004', data: null }));
    };
    if (!readBodyFirst) return refuse();
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    req.on('end', refuse);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server?.address() as AddressInfo).port}/api/auth/login`, received: () => received };
}

describe('sendOversized', () => {
  it('reads a refusal made on the declared length, before the body is sent', async () => {
    const { url, received } = await serve(false);
    const answer = await sendOversized(url, 'POST', { 'Content-Type': 'application/json' }, 10 * 1024 * 1024 + 1, 10_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '1000-1004' });
    expect(received()).toBe(0);
  });

  it('sends the whole body to a server that reads it before refusing', async () => {
    const { url, received } = await serve(true);
    const answer = await sendOversized(url, 'POST', { 'Content-Type': 'application/json' }, 3 * 1024 * 1024 + 1, 10_000);
    expect(answer.status).toBe(413);
    expect(received()).toBe(3 * 1024 * 1024 + 1);
  });
});
