import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules every page must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Check only this part of the page (a selector). */
  include?: string;
  /** Leave this part out (e.g. the header, checked by its own journey). */
  exclude?: string;
}

/** Serious and critical axe violations on the page, one line each with up to five offending nodes. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default finishes in a new blank page of the context,
  // which doubled each check's time (≈2 s → 0.5–0.9 s here). The shop has no frames, which is what the
  // default mode is for. Only violations are reported, so axe does not collect every passing node.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] }) // before withTags, which adds to these options
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}
