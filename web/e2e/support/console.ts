import type { Page } from '@playwright/test';
import { isMockWorkerUpdateMessage } from '@carsi/mocks/control/worker-update-noise';

/**
 * The mock backend marks MSW's failed background update of its own worker as handled
 * (mocks/src/control/worker-update-noise.ts); that failure is the mock mode's noise, not the shop's,
 * so should Chromium still report it, it is left out here too. Every other error counts.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string): void => {
    if (!isMockWorkerUpdateMessage(text)) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.message));
  return errors;
}
