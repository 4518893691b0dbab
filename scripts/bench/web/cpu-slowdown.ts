/**
 * A CPU slowdown asked for in the environment (`BENCH_CPU_SLOWDOWN` for Lighthouse, `TRACE_CPU_SLOWDOWN`
 * for the traced loads): undefined when the variable is unset or empty, so the caller keeps its default.
 * On a host faster than the desktop Lighthouse's 4× is meant for (budgets.ts's `hostClass`), 4 × its
 * benchmarkIndex / 1 750 slows it as far as 4× slows a mid-bracket desktop.
 */
export function cpuSlowdownFrom(variable: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env[variable];
  if (!text) return undefined;
  const slowdown = Number(text);
  if (!(slowdown >= 1)) throw new Error(`${variable} must be a number ≥ 1`);
  return slowdown;
}
