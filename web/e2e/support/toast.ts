import type { Locator, Page } from '@playwright/test';
import { successMessages } from '@carsi/sdk/runtime';

/** The toast (an alert) that shows `text`; the first one, as a quick second action may stack another. */
export const toast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text }).first();

/** The SDK's success toast for an operation (spec §8), so a journey reads the words from their one source. */
export function successToast(operation: keyof typeof successMessages): string {
  const message = successMessages[operation];
  if (!message) throw new Error(`the SDK has no success message for ${operation}`);
  return message;
}
