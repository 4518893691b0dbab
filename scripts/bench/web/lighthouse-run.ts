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
  /**
   * Bytes on the wire of the scripts the page downloaded during its load (Lighthouse's network-requests
   * audit: `transferSize`, gzip bodies with their response headers), and of its stylesheets.
   */
  jsBytes: number;
  cssBytes: number;
  /** The same scripts' gzip bodies alone, without their response headers (from the load's DevTools log). */
  jsBodyBytes: number;
  /** How many scripts the page downloaded. */
  jsRequests: number;
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

interface LogEntry {
  method: string;
  params: { requestId?: string; type?: string; encodedDataLength?: number; response?: { encodedDataLength?: number } };
}

/**
 * The gzip bodies of the scripts a load downloaded, from its DevTools log: each script's bytes on the
 * wire (`loadingFinished`) less its response headers (the `encodedDataLength` its response arrived
 * with, which Lighthouse too takes for the headers' size).
 */
function scriptBodyBytes(log: readonly LogEntry[]): number {
  const headers = new Map<string, number>();
  let body = 0;
  for (const { method, params } of log) {
    if (!params.requestId) continue;
    if (method === 'Network.responseReceived' && params.type === 'Script') headers.set(params.requestId, params.response?.encodedDataLength ?? 0);
    if (method === 'Network.loadingFinished' && headers.has(params.requestId)) body += Math.max(0, (params.encodedDataLength ?? 0) - (headers.get(params.requestId) ?? 0));
  }
  return body;
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
  const { lhr, artifacts } = result;
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
    // Lighthouse's items carry no header size: the DevTools log of the same load gives each script's.
    jsBodyBytes: scriptBodyBytes(artifacts.DevtoolsLog as unknown as LogEntry[]),
    jsRequests: (details?.items ?? []).filter((item) => item.resourceType === 'Script').length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
