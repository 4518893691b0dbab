import { describe, expect, it } from 'vitest';
import { budgetMisses, budgetVerdict, hostClass, type PageMedians } from './budgets.ts';

const within: PageMedians = { name: '/', performance: 99, lcpRatio: 0.9, tbtMs: 35, cls: 0 };

describe('bench:web budget verdict', () => {
  it('says every page is within its budgets when they are, edges included', () => {
    const edge: PageMedians = { name: '/pazar', performance: 95, lcpRatio: 1.3, tbtMs: 150, cls: 0.05 };
    expect(budgetMisses(edge)).toEqual([]);
    expect(budgetVerdict([within, edge])).toBe('budgets met on all 2 page(s) (medians)');
  });

  it('names each page that misses and every budget it misses', () => {
    const slow: PageMedians = { name: '/pazar', performance: 91, lcpRatio: 1.42, tbtMs: 212, cls: 0.08 };
    expect(budgetMisses(slow)).toEqual(['perf 91 < 95', 'LCP 1.42× > 1.3×', 'TBT 212 ms > 150 ms', 'CLS 0.080 > 0.05']);
    expect(budgetVerdict([within, slow, { ...within, name: '/sepetim', tbtMs: 151 }])).toBe(
      'budgets missed on 2 of 3 page(s) (medians): /pazar (perf 91 < 95, LCP 1.42× > 1.3×, TBT 212 ms > 150 ms, CLS 0.080 > 0.05); /sepetim (TBT 151 ms > 150 ms)',
    );
  });

  it("places the host in Lighthouse's brackets", () => {
    expect(hostClass(2471)).toMatch(/^above a high-end desktop/);
    expect(hostClass(1750)).toMatch(/^a high-end desktop/);
    expect(hostClass(1228)).toMatch(/^a low-end desktop/);
    expect(hostClass(900)).toMatch(/^below a desktop/);
  });
});
