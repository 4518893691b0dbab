/**
 * The tag of a journey whose layout differs on a phone (the header's menu and search, the listing
 * filters, checkout, the live auction page, the buy bar, every page's accessibility and pictures at
 * phone width, a tap before the app hydrates). The phone project (playwright.config.ts) runs only these;
 * the rest check flows that look the same at any width and run on the desktop project alone.
 * docs/journeys.md lists them.
 */
export const PHONE_LAYOUT_TAG = '@phone-layout';

/** `test(title, PHONE_LAYOUT, body)`: the journey runs on the phone project too. */
export const PHONE_LAYOUT = { tag: PHONE_LAYOUT_TAG };
