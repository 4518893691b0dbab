/**
 * Issue 12's budgets for the shop's pages on a phone, and the verdict `npm run bench:web` prints under
 * its table, so nobody has to read "met" off the columns by eye.
 */
export const PAGE_BUDGETS = { minPerformance: 95, maxLcpRatio: 1.3, maxTbtMs: 150, maxCls: 0.05 } as const;

/** One page's medians, as the table shows them. */
export interface PageMedians {
  name: string;
  performance: number;
  /** LCP as a multiple of the floor page's in the same run. */
  lcpRatio: number;
  tbtMs: number;
  cls: number;
}

export const budgetsHeading = `perf ≥ ${PAGE_BUDGETS.minPerformance}, LCP ≤ ${PAGE_BUDGETS.maxLcpRatio}× floor, TBT ≤ ${PAGE_BUDGETS.maxTbtMs} ms, CLS ≤ ${PAGE_BUDGETS.maxCls}`;

/** What each page misses, as "perf 91 < 95"; an empty list when the page is within every budget. */
export function budgetMisses(page: PageMedians): string[] {
  const misses: string[] = [];
  if (page.performance < PAGE_BUDGETS.minPerformance) misses.push(`perf ${page.performance} < ${PAGE_BUDGETS.minPerformance}`);
  if (page.lcpRatio > PAGE_BUDGETS.maxLcpRatio) misses.push(`LCP ${page.lcpRatio.toFixed(2)}× > ${PAGE_BUDGETS.maxLcpRatio}×`);
  if (page.tbtMs > PAGE_BUDGETS.maxTbtMs) misses.push(`TBT ${page.tbtMs.toFixed(0)} ms > ${PAGE_BUDGETS.maxTbtMs} ms`);
  if (page.cls > PAGE_BUDGETS.maxCls) misses.push(`CLS ${page.cls.toFixed(3)} > ${PAGE_BUDGETS.maxCls}`);
  return misses;
}

/** The verdict over the measured pages: every budget met, or each page with what it misses. */
export function budgetVerdict(pages: readonly PageMedians[]): string {
  const missing = pages.map((page) => ({ name: page.name, misses: budgetMisses(page) })).filter((page) => page.misses.length > 0);
  if (missing.length === 0) return `budgets met on all ${pages.length} page(s) (medians)`;
  return `budgets missed on ${missing.length} of ${pages.length} page(s) (medians): ${missing.map((page) => `${page.name} (${page.misses.join(', ')})`).join('; ')}`;
}

/**
 * Where Lighthouse's throttling guide places a host by its benchmarkIndex (docs/throttling.md, "Benchmarking
 * CPU power"). Its 4× default is meant to bring a high-end desktop (1 500–2 000) down to a mid-tier phone;
 * for a low-end desktop (1 000–1 500) the guide suggests 2×, so there 4× stands for a slower phone.
 */
export function hostClass(benchmarkIndex: number): string {
  if (benchmarkIndex >= 2000) return 'above a high-end desktop (Lighthouse: 1 500–2 000), where its 4× default is, if anything, mild';
  if (benchmarkIndex >= 1500) return 'a high-end desktop (Lighthouse: 1 500–2 000), the host its 4× default is meant for';
  if (benchmarkIndex >= 1000) return 'a low-end desktop (Lighthouse: 1 000–1 500), where its guide suggests 2× for a mid-tier phone: 4× stands for a slower one';
  return 'below a desktop (Lighthouse warns under 1 000): 4× slows it past a mid-tier phone';
}
