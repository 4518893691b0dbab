/**
 * The phone's bottom bar (bottom-bar.tsx) and what must stay clear of it. While a page has the bar,
 * this custom property on the root holds the height it covers (safe-area inset included); elsewhere it
 * is unset, so `var(BOTTOM_BAR_SPACE, 0px)` lifts a floating control exactly as far as needed.
 */
export const BOTTOM_BAR_SPACE = '--carsi-bottom-bar-space';

/** The bar's own height above the safe-area inset: one row of 48 px controls with 8 px around. */
export const BOTTOM_BAR_HEIGHT_PX = 64;

/**
 * The screen's edges that bars cover while a phone scrolls: the compact header at the top (at most
 * 64 px) and this bar at the bottom. A page's buy box under them is not seen.
 */
export const COVERED_EDGES_PX = { top: 64, bottom: BOTTOM_BAR_HEIGHT_PX } as const;

/**
 * A MUI bar button (a plain one takes bottom-bar.css's `bottom-bar__button`): a thumb's 48 px high,
 * narrower sides than MUI's large button (two fit beside the price at 360 px), and a keyboard focus
 * ring that shows on the white bar whatever the button's colour.
 */
export const barButtonSx = {
  minHeight: 48,
  px: 2,
  flexShrink: 0,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;
