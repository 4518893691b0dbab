/** The short human summary: per category, passed and failed, with the first failures. */
import { CATEGORIES, CATEGORY_TITLES, type Results } from './results.ts';

const FIRST_FAILURES = 5;

export function summarize(results: Results, elapsedMs: number): string {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const checks = results.of(category);
    const failed = checks.filter((c) => c.problem !== undefined);
    const mark = failed.length === 0 ? 'ok  ' : 'FAIL';
    lines.push(`${mark} ${category.padEnd(9)} ${String(checks.length - failed.length).padStart(4)} passed ${String(failed.length).padStart(4)} failed  ${CATEGORY_TITLES[category]}`);
    for (const check of failed.slice(0, FIRST_FAILURES)) lines.push(`       ✗ ${check.name}: ${check.problem ?? ''}`);
    if (failed.length > FIRST_FAILURES) lines.push(`       … and ${failed.length - FIRST_FAILURES} more (see the JUnit report)`);
  }
  const failed = results.failed.length;
  lines.push(`${results.checks.length} checks, ${failed} failed, in ${(elapsedMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
