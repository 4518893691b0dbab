import { describe, expect, it } from 'vitest';
import { cpuSlowdownFrom } from './cpu-slowdown.ts';

describe('a CPU slowdown from the environment', () => {
  it('is left to the default when the variable is unset or empty', () => {
    expect(cpuSlowdownFrom('BENCH_CPU_SLOWDOWN', {})).toBeUndefined();
    expect(cpuSlowdownFrom('BENCH_CPU_SLOWDOWN', { BENCH_CPU_SLOWDOWN: '' })).toBeUndefined();
  });

  it('reads a multiplier of 1 or more', () => {
    expect(cpuSlowdownFrom('TRACE_CPU_SLOWDOWN', { TRACE_CPU_SLOWDOWN: '6.6' })).toBe(6.6);
    expect(cpuSlowdownFrom('TRACE_CPU_SLOWDOWN', { TRACE_CPU_SLOWDOWN: '1' })).toBe(1);
  });

  it('refuses what is not a slowdown, naming the variable', () => {
    expect(() => cpuSlowdownFrom('TRACE_CPU_SLOWDOWN', { TRACE_CPU_SLOWDOWN: '0.5' })).toThrow('TRACE_CPU_SLOWDOWN must be a number ≥ 1');
    expect(() => cpuSlowdownFrom('BENCH_CPU_SLOWDOWN', { BENCH_CPU_SLOWDOWN: 'fast' })).toThrow('BENCH_CPU_SLOWDOWN must be a number ≥ 1');
  });
});
