import { describe, expect, it } from 'vitest';
import { formatChecks, hostClass, pageBudgetChecks, tapBudgetCheck, type PageMedians } from './budgets.ts';

const within: PageMedians = { name: '/', performance: 99, lcpRatio: 0.9, tbtMs: 35, cls: 0, jsBytes: 120 * 1024 };
const unmet = (pages: PageMedians[]) => pageBudgetChecks(pages).filter((check) => check.misses.length > 0);

describe('bench:web budget verdicts', () => {
  it('meets every budget on pages within them, edges included', () => {
    const edge: PageMedians = { name: '/pazar', performance: 95, lcpRatio: 1.2, tbtMs: 150, cls: 0.05, jsBytes: 400 * 1024 };
    const home: PageMedians = { ...within, jsBytes: 150 * 1024 };
    expect(unmet([home, edge])).toEqual([]);
    expect(formatChecks(pageBudgetChecks([home, edge]))).toBe(
      [
        '  perf ≥ 95                     met',
        '  TBT ≤ 150 ms                  met',
        '  LCP ≤ 1.2× floor              met',
        '  CLS ≤ 0.05                    met',
        "  home page's JS ≤ 150 KB gzip  met",
      ].join('\n'),
    );
  });

  it('names each page that misses a budget, with its figure; the JS budget is the home page’s only', () => {
    const slow: PageMedians = { name: '/pazar', performance: 91, lcpRatio: 1.25, tbtMs: 212, cls: 0.08, jsBytes: 400 * 1024 };
    const heavyHome: PageMedians = { ...within, tbtMs: 151, jsBytes: 193 * 1024 };
    expect(unmet([heavyHome, slow])).toEqual([
      { budget: 'perf ≥ 95', misses: ['/pazar 91'] },
      { budget: 'TBT ≤ 150 ms', misses: ['/ 151 ms', '/pazar 212 ms'] },
      { budget: 'LCP ≤ 1.2× floor', misses: ['/pazar 1.25×'] },
      { budget: 'CLS ≤ 0.05', misses: ['/pazar 0.080'] },
      { budget: "home page's JS ≤ 150 KB gzip", misses: ['/ 193.0 KB'] },
    ]);
  });

  it('says a budget was not measured when no page falls under it', () => {
    const checks = pageBudgetChecks([{ ...within, name: '/pazar' }]);
    expect(checks.at(-1)).toEqual({ budget: "home page's JS ≤ 150 KB gzip", misses: [], unmeasured: true });
    expect(formatChecks(checks)).toMatch(/JS ≤ 150 KB gzip {2}not measured$/);
  });

  it('checks the tap on its median, and a tap the cart never counted', () => {
    expect(tapBudgetCheck(1000).misses).toEqual([]);
    expect(formatChecks([tapBudgetCheck(1320)])).toBe('  tap "Sepete ekle" → cart shows 1 ≤ 1000 ms  not met (1320 ms)');
    expect(tapBudgetCheck(undefined).misses).toEqual(['the cart did not count the tap']);
  });

  it("places the host in Lighthouse's brackets", () => {
    expect(hostClass(2471)).toMatch(/^above a high-end desktop/);
    expect(hostClass(1750)).toMatch(/^a high-end desktop/);
    expect(hostClass(1228)).toMatch(/^a low-end desktop/);
    expect(hostClass(900)).toMatch(/^below a desktop/);
  });
});
