/**
 * The shop's screen widths in px (MUI's defaults): the theme's breakpoints (lib/theme.ts), and what the
 * shell's plain CSS (`*.css`) writes in its media queries, which cannot read a custom property: phone
 * below `sm`, the one-row header from `md`, the widest container at `lg`.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** A media query for widths below `width` (MUI's `down`: 0.05 px under it). */
export const below = (width: number): string => `(max-width: ${width - 0.05}px)`;

export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * A responsive value as custom properties for plain CSS (`--<prefix>-xs` … `--<prefix>-xl`), read by
 * the stylesheet's media queries: every breakpoint without a value takes the narrower one's, as MUI's
 * responsive values do, and `below` the first given. All are set on the element itself, so an element
 * inside another never inherits the outer one's.
 */
export function responsiveProperties(prefix: string, values: Partial<Record<BreakpointName, string>>, below: string): Record<string, string> {
  const properties: Record<string, string> = {};
  let value: string | undefined;
  for (const breakpoint of Object.keys(BREAKPOINTS) as BreakpointName[]) {
    value = values[breakpoint] ?? value;
    properties[`--${prefix}-${breakpoint}`] = value ?? below;
  }
  return properties;
}
