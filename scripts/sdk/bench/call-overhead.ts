/**
 * Per-call cost of the SDK's runtime (URL, token lookup, timeout signal, envelope, errors) against a
 * bare `fetch` + `json()`, both calling the same in-process node:http server on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface CallOverhead {
  calls: number;
  bareMicros: number;
  sdkMicros: number;
  ratio: number;
}

interface BuiltSdk {
  configureSdk: (options: { baseUrls: Record<'main' | 'content' | 'live', string> }) => void;
  getCart: () => Promise<{ total: number }>;
}

const answer = JSON.stringify({
  status: 200,
  code: 0,
  data: { platform: 'MARKETPLACE', items: [], itemCount: 0, selectedItemCount: 0, subtotal: 0, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: 0 },
});

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function microsPerCall(calls: number, call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < calls; i += 1) await call();
  return ((performance.now() - started) * 1000) / calls;
}

/** `rounds` alternating rounds of `calls` sequential calls each; the median round of each side. */
export async function callOverhead(sdkDist: string, { calls = 300, rounds = 7 } = {}): Promise<CallOverhead> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const runtime = (await import(pathToFileURL(join(sdkDist, 'runtime', 'index.js')).href)) as Pick<BuiltSdk, 'configureSdk'>;
    const main = (await import(pathToFileURL(join(sdkDist, 'main.js')).href)) as Pick<BuiltSdk, 'getCart'>;
    runtime.configureSdk({ baseUrls: { main: baseUrl, content: baseUrl, live: baseUrl } });
    const bare = () => fetch(`${baseUrl}/api/marketplace/cart`, { headers: { Accept: 'application/json' } }).then((r) => r.json());
    const sdk = () => main.getCart();
    await microsPerCall(calls, bare);
    await microsPerCall(calls, sdk);
    const bareRounds: number[] = [];
    const sdkRounds: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await microsPerCall(calls, bare));
      sdkRounds.push(await microsPerCall(calls, sdk));
    }
    const bareMicros = median(bareRounds);
    const sdkMicros = median(sdkRounds);
    return { calls: calls * rounds, bareMicros, sdkMicros, ratio: sdkMicros / bareMicros };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
