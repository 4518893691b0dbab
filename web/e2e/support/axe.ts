import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rules every page must pass (with those of 2.0 and 2.1 it builds on). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Parts of a long page far from the viewport skip layout (`content-visibility: auto`, components/layout/
 * offscreen.ts), and the boxes Chromium reports inside them are stale: axe's target-size rule then finds
 * the footer's links "partially obscured" by a skipped block that, laid out, sits above them. A visitor
 * only reaches a target once it is on screen and laid out, so the check sees the page fully laid out.
 */
const LAID_OUT = '*, *::before, *::after { content-visibility: visible !important; }';

export interface AxeScope {
  /** Check only this part of the page (a selector). */
  include?: string;
  /** Leave this part out (e.g. the header, checked by its own journey). */
  exclude?: string;
}

/** Serious and critical axe violations on the page, one line each with up to five offending nodes. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default finishes in a new blank page of the context,
  // which doubled each check's time. The shop has no frames, which is what the
  // default mode is for. Only violations are reported, so axe does not collect every passing node.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] }) // before withTags, which adds to these options
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const laidOut = await page.addStyleTag({ content: LAID_OUT });
  const results = await builder.analyze().finally(() => laidOut.evaluate((style) => void style.parentNode?.removeChild(style)));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/**
 * seriousViolations with the page scrolled to its top first: scrolled down to a form, the sticky header
 * covers part of a control, which axe's target-size rule reports although a visitor scrolls it out from
 * under the header.
 */
export async function seriousViolationsFromTop(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return seriousViolations(page, scope);
}
