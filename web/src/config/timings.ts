/** UI timings of spec §9 that only the web app applies (the SDK's own constants stay in the SDK). */

/** How long a success or warning toast stays on screen. */
export const TOAST_DURATION_MS = 1500;
/** The profile page reloads this long after a save. */
export const PROFILE_RELOAD_MS = 1200;
/** After deleting the account or suspending a section account, the member is sent away after this long. */
export const ACCOUNT_END_REDIRECT_MS = 2000;
/** Lists reload this long after a return approval, a promotion change or an accepted contract. */
export const RELOAD_AFTER_CHANGE_MS = 1000;
/** The cargo check shows busy this long after its answer. */
export const CARGO_CHECK_BUSY_MS = 1000;
/**
 * A prerendered cart page cannot know this device's cart and shows it loading; without JavaScript the
 * app never hydrates it, so the prerendered empty cart shows after this long instead.
 */
export const PRERENDERED_CART_EMPTY_AFTER_MS = 4000;
