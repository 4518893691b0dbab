/** The HTTP server's whole-server faults: a delay within the range, and the share of server errors asked for. */
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@carsi/sdk/runtime';
import { handlers } from '../handlers/index.ts';
import { createMockHttpServer, listen } from '../http-server.ts';
import { drawChaos, seededRandom } from './chaos.ts';

describe('chaos draws', () => {
  it('keep delays within the range and fail about the share asked for, the same for the same seed', () => {
    const chaos = { latency: { min: 50, max: 200 }, faultRate: 0.2, random: seededRandom(1) };
    const draws = Array.from({ length: 2000 }, () => drawChaos(chaos));
    expect(draws.every((d) => d.delayMs >= 50 && d.delayMs <= 200)).toBe(true);
    expect(new Set(draws.map((d) => d.delayMs)).size).toBeGreaterThan(100);
    const failed = draws.filter((d) => d.fail).length / draws.length;
    expect(failed).toBeGreaterThan(0.17);
    expect(failed).toBeLessThan(0.23);
    const again = { latency: { min: 50, max: 200 }, faultRate: 0.2, random: seededRandom(1) };
    expect(Array.from({ length: 2000 }, () => drawChaos(again))).toEqual(draws);
  });

  it('waits the fixed delay and never fails without a rate', () => {
    expect(drawChaos({ latency: { min: 120, max: 120 } })).toEqual({ delayMs: 120, fail: false });
  });
});

describe('the HTTP server with chaos settings', () => {
  it('answers the catalogue server error after the delay, and leaves the control API alone', async () => {
    const server = createMockHttpServer(handlers, { controlToken: 'gizli', chaos: { latency: { min: 80, max: 80 }, faultRate: 1 } });
    const base = `http://127.0.0.1:${await listen(server, 0)}`;
    try {
      const started = performance.now();
      const response = await fetch(`${base}/api/province`);
      expect(performance.now() - started).toBeGreaterThanOrEqual(75);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 500, body: { status: 500, code: '1000-1000', message: errorMessages['1000-1000'], data: null } });
      const control = await fetch(`${base}/__control/faults`, { headers: { 'X-Control-Token': 'gizli' } });
      expect(control.status).toBe(200);
    } finally {
      server.close();
    }
  });
});
