/** The results as JUnit XML: one test suite per category, one test case per check. */
import { CATEGORIES, CATEGORY_TITLES, type Results } from './results.ts';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

export function toJunit(results: Results, target: string): string {
  const suites = CATEGORIES.map((category) => {
    const checks = results.of(category);
    const failures = checks.filter((c) => c.problem !== undefined).length;
    const time = checks.reduce((sum, c) => sum + c.ms, 0);
    const cases = checks.map((c) => {
      const open = `    <testcase classname="carsi.verify.${category}" name="${escape(c.name)}" time="${seconds(c.ms)}"`;
      if (c.problem === undefined) return `${open}/>`;
      return `${open}>\n      <failure message="${escape(c.problem.slice(0, 500))}">${escape(c.problem)}</failure>\n    </testcase>`;
    });
    return [`  <testsuite name="${category}: ${escape(CATEGORY_TITLES[category])}" tests="${checks.length}" failures="${failures}" errors="0" time="${seconds(time)}">`, ...cases, '  </testsuite>'].join('\n');
  });
  const failures = results.failed.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Çarşı provider verification of ${escape(target)}" tests="${results.checks.length}" failures="${failures}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
