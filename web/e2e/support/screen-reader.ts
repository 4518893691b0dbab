import type { Page } from '@playwright/test';

/** The roles a screen reader announces as something to operate. */
const CONTROL = /^\s*-\s+'?(button|link|textbox|searchbox|combobox|checkbox|radio|switch|spinbutton|slider|tab|menuitem|option)\b(?:\s+"((?:[^"\\]|\\.)*)")?/;

/**
 * English a control may be left with: MUI's own defaults (Close, Open, Clear, Go to page…) and the
 * words of a shop's controls. Names start with them; product titles that merely contain an English word
 * ("Oversize Tişört") are not caught.
 */
const ENGLISH = /^(close|open|clear|search|menu|next|previous|go to|show|hide|loading|remove|delete|submit|cancel|back|toggle|scroll|more|add|sign in|log in|log out|home|cart|account|skip|page|sort|filter|rows per page|no options)\b/i;

/** "₺1.299,90" whole: the sign, the grouped lira and two kuruş digits in one piece of text. */
const WHOLE_PRICE = /₺-?\d{1,3}(?:\.\d{3})*,\d{2}/g;
/** A text node that is only an amount or its kuruş (a price read as a plain number, its sign elsewhere). */
const BARE_AMOUNT = /^\s*-\s+(?:text|paragraph|generic|definition|strong|emphasis)?:?\s*"?-?(?:\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d*,\d{2})"?\s*$/;

/**
 * What a screen reader user would stumble on in the page's accessibility tree (Playwright's aria
 * snapshot of the whole body): a control without a name or named in English, and a price that is not
 * read as one piece ("₺1.299,90") — a lone "₺", an amount cut from its sign, kuruş on their own.
 */
export async function screenReaderProblems(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const problems: string[] = [];
  for (const line of tree.split('\n')) {
    const control = CONTROL.exec(line);
    if (control) {
      const [, role, rawName] = control;
      const name = (rawName ?? '').replace(/\\"/g, '"').trim();
      if (!name) problems.push(`${role} without a name: ${line.trim()}`);
      else if (ENGLISH.test(name)) problems.push(`${role} named in English: "${name}"`);
    }
    if (line.includes('₺') && line.replace(WHOLE_PRICE, '').includes('₺')) problems.push(`a price read in pieces: ${line.trim()}`);
    if (BARE_AMOUNT.test(line)) problems.push(`an amount read without its currency: ${line.trim()}`);
  }
  return problems;
}
