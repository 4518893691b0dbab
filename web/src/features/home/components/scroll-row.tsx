import type { CSSProperties, ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

interface ScrollRowProps {
  /** The list's accessible name. */
  label: string;
  /** How wide one item is, per breakpoint (e.g. `{ xs: '88%', md: '100%' }`); a wider one keeps the narrower's. */
  itemWidth: Partial<Record<Breakpoint, string>>;
  /** The caller's own layout of the list (scroll snapping, padding for the scroll bar), in its `.css`. */
  className?: string;
  /** The `<li>` items. */
  children: ReactNode;
}

/**
 * A list that scrolls sideways, one row of equal items, as the home page's shelves do (scroll-row.css).
 * The item width of every breakpoint is set on the list itself (`auto`, the grid's own, below the first
 * given), so a row never takes another's.
 */
export function ScrollRow({ label, itemWidth, className, children }: ScrollRowProps) {
  const style: Record<string, string> = {};
  let width: string | undefined;
  for (const breakpoint of BREAKPOINTS) {
    width = itemWidth[breakpoint] ?? width;
    style[`--scroll-row-${breakpoint}`] = width ?? 'auto';
  }
  return (
    <ul aria-label={label} className={className ? `scroll-row ${className}` : 'scroll-row'} style={style as CSSProperties}>
      {children}
    </ul>
  );
}
