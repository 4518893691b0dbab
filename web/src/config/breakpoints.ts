/**
 * The shop's screen widths in px (MUI's defaults): the theme's breakpoints (lib/theme.ts), and what the
 * shell's plain CSS (`*.css`) writes in its media queries, which cannot read a custom property: phone
 * below `sm`, the one-row header from `md`, the widest container at `lg`.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** A media query for widths below `width` (MUI's `down`: 0.05 px under it). */
export const below = (width: number): string => `(max-width: ${width - 0.05}px)`;
