/**
 * The provider verification against the mock backend over HTTP, as a backend team runs it against their
 * server: every category passes, and the JUnit report counts what the summary counts.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers/index.ts';
import { createMockHttpServer, listen } from '../http-server.ts';
import { resetMocks } from '../node.ts';
import { preloadMocks } from '../preload.ts';
import { toJunit } from './junit.ts';
import { CATEGORIES, type Results } from './results.ts';
import { verifyProvider } from './run.ts';
import { summarize } from './summary.ts';
import { targetOf } from './target.ts';

let server: Server;
let results: Results;

beforeAll(async () => {
  resetMocks();
  await preloadMocks();
  server = createMockHttpServer(handlers);
  const port = await listen(server, 0);
  const started = performance.now();
  results = await verifyProvider({ target: targetOf(`http://127.0.0.1:${port}`) });
  console.log(summarize(results, performance.now() - started));
}, 300_000);

afterAll(() => {
  server.close();
  resetMocks();
});

describe('the provider verification of the mock backend', () => {
  it('passes every check of every category', () => {
    expect(results.failed.map((check) => `${check.category} ${check.name}: ${check.problem ?? ''}`)).toEqual([]);
    const counts = Object.fromEntries(CATEGORIES.map((category) => [category, results.of(category).length]));
    expect(counts.examples).toBeGreaterThan(300);
    expect(counts.invalid).toBeGreaterThan(1000);
    expect(counts.auth).toBeGreaterThan(200);
    expect(counts.bola).toBeGreaterThan(80);
    expect(counts.flows).toBe(5);
    expect(counts.responses).toBeGreaterThan(500);
  });

  it('writes JUnit XML with one suite per category and one case per check', () => {
    const xml = toJunit(results, 'http://127.0.0.1');
    expect(xml.match(/<testsuite /g)).toHaveLength(CATEGORIES.length);
    expect(xml.match(/<testcase /g)).toHaveLength(results.checks.length);
    expect(xml).toContain(`tests="${results.checks.length}" failures="0"`);
  });
});
