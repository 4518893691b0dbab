/**
 * Whole-server faults for a QA run of the HTTP server (`carsi-mocks serve --latency --fault-rate`): a
 * delay before every answer, fixed or drawn from a range, and a share of calls answered with the
 * catalogue's server error (500, 1000-1000). The draws come from one seeded generator, so a run with
 * the same `--seed` and the same calls in the same order sees the same delays and failures. The
 * per-operation faults of the control API are separate and apply on top.
 */
export interface Chaos {
  /** Delay in ms before each answer: `min` = `max` for a fixed one. */
  latency?: { min: number; max: number };
  /** Share of calls (0..1) answered with 500 / 1000-1000. */
  faultRate?: number;
  /** Numbers in [0, 1); default Math.random. */
  random?: () => number;
}

/** A small seeded generator (mulberry32): uniform numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What the chaos settings do to one call: how long to wait, and whether to fail it. */
export function drawChaos(chaos: Chaos): { delayMs: number; fail: boolean } {
  const random = chaos.random ?? Math.random;
  const { min, max } = chaos.latency ?? { min: 0, max: 0 };
  const delayMs = max > min ? Math.round(min + random() * (max - min)) : min;
  const fail = (chaos.faultRate ?? 0) > 0 && random() < (chaos.faultRate ?? 0);
  return { delayMs, fail };
}
