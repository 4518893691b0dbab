/** One Lighthouse run (mobile defaults, performance only) in Debian's Chromium; the figures the bench prints. */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export interface PageFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  /** The element Lighthouse took as the largest paint, as a short HTML snippet. */
  lcpElement: string;
  cls: number;
  tbtMs: number;
  /** Bytes on the wire (gzip) of the scripts and stylesheets the page loaded. */
  jsBytes: number;
  cssBytes: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). Its 4× CPU slowdown stands for
   * a mid-tier phone on a high-end desktop (1 500–2 000); a slower host makes every task, and so TBT,
   * longer (budgets.ts's `hostClass`).
   */
  benchmarkIndex: number;
}

export interface MeasureOptions {
  /** Where to keep Lighthouse's whole JSON report, to read what the table cannot say (BENCH_REPORTS). */
  reportFile?: string;
  /** Lighthouse's CPU slowdown instead of its default 4× (BENCH_CPU_SLOWDOWN). */
  cpuSlowdown?: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function startChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
}

export async function measure(chrome: LaunchedChrome, url: string, { reportFile, cpuSlowdown }: MeasureOptions = {}): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const bytesOf = (type: string): number =>
    (details?.items ?? []).filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; snippet?: string }[] } | undefined;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    lcpElement: lcpDetails?.items?.find((item) => item.type === 'node')?.snippet ?? '?',
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
