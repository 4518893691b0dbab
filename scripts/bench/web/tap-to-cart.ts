/**
 * The tap figure of `npm run bench:web` (its budget: web/budgets.ts): on a product page, at a phone's
 * size with Chrome's CPU slowed 4× and the network at 150 ms RTT and 1.6 Mbps down, "Sepete ekle" is
 * tapped as soon as it is painted, and the time is taken from the tap to the header's cart counting it ("Sepetim, 1
 * ürün": web/src/components/layout/cart-icon-button.tsx's label). Both ends are read in the page, on
 * its own clock: the tap's event time (so it includes the wait for a busy main thread) and the first
 * frame after the cart's label says 1, both as wall-clock times (time origin + page time), since a tap
 * made before the page's code has arrived posts the buy box's form and the count shows in the next
 * document. A fresh browser context per run: the visitor's cart is kept in a cookie.
 */
import type { Browser } from 'playwright-core';

export const TAP_CONDITIONS = {
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1.6 * 1024,
  // Lighthouse's mobile upload; the budget names none.
  upKbps: 750,
} as const;

/** The header cart's label once the tapped product is in it. */
export const CART_WITH_ONE = 'Sepetim, 1 ürün';
const BUTTON = 'Sepete ekle';
/** How long to wait for the cart to count the tap before calling the tap lost. */
const COUNT_TIMEOUT_MS = 30_000;

export interface TapRun {
  /** From the tap to the first frame with the cart counting 1; undefined when it never did. */
  tapToCountMs: number | undefined;
  /** When the button was first seen painted, ms after the navigation started. */
  buttonSeenMs: number;
  /** Where the page stood when the tap reached it. */
  stateAtTap: TapState | undefined;
  consoleErrors: string[];
}

interface TapMarks {
  tapAt?: number;
  countAt?: number;
  stateAtTap?: TapState;
}

/**
 * Where the page stood when the tap reached it: React not yet started (no root listeners on the
 * document: the tap counts only if the page keeps it itself, web/src/app/early-taps.ts), started but
 * the button not yet hydrated (React replays the tap once it is), or the button hydrated.
 */
export type TapState = 'before React started' | 'before the button hydrated' | 'after the button hydrated';

declare global {
  interface Window {
    __tapToCart?: TapMarks;
  }
}

/**
 * Runs in every document of the run before its own scripts: notes the first touch's time and, once
 * there is one, the first frame after the cart's label says 1. The marks outlive a form post's
 * navigation in sessionStorage.
 */
function watchTapAndCart(label: string): void {
  const KEY = '__tapToCart';
  const kept = sessionStorage.getItem(KEY);
  const marks: TapMarks = kept === null ? {} : (JSON.parse(kept) as TapMarks);
  window.__tapToCart = marks;
  const keep = () => sessionStorage.setItem(KEY, JSON.stringify(marks));
  const onTouch = (event: Event) => {
    if (marks.tapAt !== undefined) return;
    marks.tapAt = performance.timeOrigin + event.timeStamp;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const listening = Object.keys(document).some((key) => key.startsWith('_reactListening'));
    const hydrated = button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    marks.stateAtTap = hydrated ? 'after the button hydrated' : listening ? 'before the button hydrated' : 'before React started';
    keep();
  };
  window.addEventListener('touchstart', onTouch, { capture: true, passive: true });
  window.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  const observer = new MutationObserver(() => {
    if (marks.tapAt === undefined || !document.querySelector(`[aria-label="${label}"]`)) return;
    observer.disconnect();
    requestAnimationFrame((frameTime) => {
      marks.countAt = performance.timeOrigin + frameTime;
      keep();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
}

export async function tapToCart(browser: Browser, url: string): Promise<TapRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'tr-TR' });
  try {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: TAP_CONDITIONS.rttMs,
      downloadThroughput: (TAP_CONDITIONS.downKbps * 1024) / 8,
      uploadThroughput: (TAP_CONDITIONS.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CONDITIONS.cpuSlowdown });
    await page.addInitScript(watchTapAndCart, CART_WITH_ONE);

    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: BUTTON, exact: true });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    const buttonSeenMs = performance.now() - started;
    await button.tap({ timeout: 30_000 });
    const counted = await page
      .waitForFunction(() => window.__tapToCart?.countAt !== undefined, undefined, { timeout: COUNT_TIMEOUT_MS, polling: 100 })
      .then(() => true)
      .catch(() => false);
    const marks = await page.evaluate(() => window.__tapToCart ?? {});
    const tapToCountMs = counted && marks.tapAt !== undefined && marks.countAt !== undefined ? marks.countAt - marks.tapAt : undefined;
    return { tapToCountMs, buttonSeenMs, stateAtTap: marks.stateAtTap, consoleErrors };
  } finally {
    await context.close();
  }
}
