/**
 * The budgets for the shop's pages on a phone (docs/performance.md), and the verdicts
 * `npm run bench:web` prints under its table (met or not met, each with what misses it), so nobody has
 * to read them off the columns by eye. A figure of a shared machine: the bench prints them, it never
 * fails on them.
 */
export const PAGE_BUDGETS = { minPerformance: 95, maxLcpRatio: 1.2, maxTbtMs: 150, maxCls: 0.05 } as const;
/** The JS the home page downloads during its load, gzip KB. */
export const HOME_JS_BUDGET_KB = 150;
/** From a tap on "Sepete ekle" at the button's first paint to the header's cart counting it, ms. */
export const TAP_BUDGET_MS = 1000;
/** The page the JS budget is for, by its name in the table. */
export const HOME_PAGE = '/';

/** One page's medians, as the table shows them. */
export interface PageMedians {
  name: string;
  performance: number;
  /** LCP as a multiple of the floor page's in the same run. */
  lcpRatio: number;
  tbtMs: number;
  cls: number;
  /** Gzip bytes of the JS the page downloaded during its load. */
  jsBytes: number;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** One budget over the pages it is for: met when nothing misses it. */
export interface BudgetCheck {
  budget: string;
  /** The pages that miss it, each with its figure ("<page> <figure>"). */
  misses: string[];
  /** No page measured falls under it (BENCH_PAGES left them out). */
  unmeasured?: boolean;
}

function check(budget: string, pages: readonly PageMedians[], over: (page: PageMedians) => boolean, figure: (page: PageMedians) => string): BudgetCheck {
  return { budget, misses: pages.filter(over).map((page) => `${page.name} ${figure(page)}`), ...(pages.length === 0 ? { unmeasured: true } : {}) };
}

/** Each of the page budgets, checked on the medians of the pages measured. */
export function pageBudgetChecks(pages: readonly PageMedians[]): BudgetCheck[] {
  const home = pages.filter((page) => page.name === HOME_PAGE);
  return [
    check(`perf ≥ ${PAGE_BUDGETS.minPerformance}`, pages, (page) => page.performance < PAGE_BUDGETS.minPerformance, (page) => String(page.performance)),
    check(`TBT ≤ ${PAGE_BUDGETS.maxTbtMs} ms`, pages, (page) => page.tbtMs > PAGE_BUDGETS.maxTbtMs, (page) => `${page.tbtMs.toFixed(0)} ms`),
    check(`LCP ≤ ${PAGE_BUDGETS.maxLcpRatio}× floor`, pages, (page) => page.lcpRatio > PAGE_BUDGETS.maxLcpRatio, (page) => `${page.lcpRatio.toFixed(2)}×`),
    check(`CLS ≤ ${PAGE_BUDGETS.maxCls}`, pages, (page) => page.cls > PAGE_BUDGETS.maxCls, (page) => page.cls.toFixed(3)),
    check(`home page's JS ≤ ${HOME_JS_BUDGET_KB} KB gzip`, home, (page) => page.jsBytes > HOME_JS_BUDGET_KB * 1024, (page) => `${kb(page.jsBytes)} KB`),
  ];
}

/** The tap budget on the median of the runs; undefined when the cart never counted the tap. */
export function tapBudgetCheck(medianMs: number | undefined): BudgetCheck {
  const budget = `tap "Sepete ekle" → cart shows 1 ≤ ${TAP_BUDGET_MS} ms`;
  if (medianMs === undefined) return { budget, misses: ['the cart did not count the tap'] };
  return { budget, misses: medianMs > TAP_BUDGET_MS ? [`${medianMs.toFixed(0)} ms`] : [] };
}

/** One line per budget: "met", "not met (…)" or "not measured". */
export function formatChecks(checks: readonly BudgetCheck[]): string {
  const width = Math.max(...checks.map((entry) => entry.budget.length));
  return checks
    .map((entry) => {
      const verdict = entry.unmeasured ? 'not measured' : entry.misses.length === 0 ? 'met' : `not met (${entry.misses.join(', ')})`;
      return `  ${entry.budget.padEnd(width)}  ${verdict}`;
    })
    .join('\n');
}

/**
 * Where Lighthouse's throttling guide places a host by its benchmarkIndex ("Benchmarking CPU power" in
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md). Its 4× default is meant to bring a high-end desktop (1 500–2 000) down to a mid-tier phone;
 * for a low-end desktop (1 000–1 500) the guide suggests 2×, so there 4× stands for a slower phone.
 */
export function hostClass(benchmarkIndex: number): string {
  if (benchmarkIndex >= 2000) return 'above a high-end desktop (Lighthouse: 1 500–2 000), where its 4× default is, if anything, mild';
  if (benchmarkIndex >= 1500) return 'a high-end desktop (Lighthouse: 1 500–2 000), the host its 4× default is meant for';
  if (benchmarkIndex >= 1000) return 'a low-end desktop (Lighthouse: 1 000–1 500), where its guide suggests 2× for a mid-tier phone: 4× stands for a slower one';
  return 'below a desktop (Lighthouse warns under 1 000): 4× slows it past a mid-tier phone';
}
