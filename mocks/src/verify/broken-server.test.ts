/**
 * A server broken on purpose in each category (testing/broken-provider.ts) is caught in each: the
 * verification names the broken operation or flow under the category that checks it, and the JUnit
 * report carries the failures.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { handlers } from '../handlers/index.ts';
import { createMockHttpServer, listen } from '../http-server.ts';
import { resetMocks } from '../node.ts';
import { preloadMocks } from '../preload.ts';
import { BROKEN, brokenHandlers } from '../testing/broken-provider.ts';
import { toJunit } from './junit.ts';
import type { Category, Results } from './results.ts';
import { verifyProvider } from './run.ts';
import { targetOf } from './target.ts';

let server: Server;
let results: Results;

beforeAll(async () => {
  resetMocks();
  await preloadMocks();
  server = createMockHttpServer([...brokenHandlers, ...handlers]);
  const port = await listen(server, 0);
  results = await verifyProvider({ target: targetOf(`http://127.0.0.1:${port}`) });
}, 300_000);

afterAll(() => {
  server.close();
  resetMocks();
});

const failedIn = (category: Category): string[] => results.of(category).filter((c) => c.problem !== undefined).map((c) => `${c.name}: ${c.problem ?? ''}`);

describe('a provider broken in each category', () => {
  it.each([
    ['auth', BROKEN.auth, /expected 401, got 200/],
    ['bola', BROKEN.bola, /another member got 200 0/],
    ['invalid', BROKEN.invalid, /body email missing: expected 400 1000-1016, got 200 0/],
    ['responses', BROKEN.responses[0], /answer outside the schema: 0\.name|data\.0\.name/],
    ['responses', BROKEN.responses[1], /status 202 .*not documented/],
    ['flows', BROKEN.flows, /step "apply a coupon": coupon CARSI10 not applied/],
    ['examples', BROKEN.examples, /429 1000-1002/],
  ] as const)('is caught in %s (%s)', (category, broken, why) => {
    const failures = failedIn(category).filter((failure) => failure.startsWith(broken));
    expect(failures.length, failedIn(category).join('\n')).toBeGreaterThan(0);
    expect(failures.join('\n')).toMatch(why);
  });

  it('leaves what was not broken passing, and reports the failures as JUnit failures of the JUnit shape', async () => {
    expect(results.of('auth').filter((c) => c.problem !== undefined)).toHaveLength(1);
    expect(results.of('bola').filter((c) => c.problem !== undefined)).toHaveLength(1);
    const xml = toJunit(results, 'http://127.0.0.1');
    expect(xml.match(/<failure /g)).toHaveLength(results.failed.length);
    // The failure texts quote answers (quotes, <, &, Turkish letters): libxml2 must still parse the report, in the JUnit shape.
    const xsd = readFileSync(new URL('../testing/junit.xsd', import.meta.url), 'utf8');
    const parsed = await validateXML({ xml: [{ fileName: 'junit.xml', contents: xml }], schema: [{ fileName: 'junit.xsd', contents: xsd }] });
    expect(parsed.errors.map((error) => error.rawMessage)).toEqual([]);
  });
});
