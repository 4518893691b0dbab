/**
 * The store's timestamps are `Date#toISOString()` text (UTC, fixed width), so their order as strings is
 * their order in time. Compared by code units, not through a locale's collation: ICU's comparison was
 * a visible share of a section's listing page, which sorts its listings newest first on every call.
 */
export const earlierFirst = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const newerFirst = (a: string, b: string): number => earlierFirst(b, a);
