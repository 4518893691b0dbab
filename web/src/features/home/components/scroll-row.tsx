import type { ReactNode } from 'react';
import { responsiveProperties, type BreakpointName } from '@/config/breakpoints.ts';
import { classNames } from '@/utils/class-names.ts';

interface ScrollRowProps {
  /** The list's accessible name. */
  label: string;
  /** How wide one item is, per breakpoint (e.g. `{ xs: '88%', md: '100%' }`); a wider one keeps the narrower's. */
  itemWidth: Partial<Record<BreakpointName, string>>;
  /** The caller's own layout of the list (scroll snapping, padding for the scroll bar), in its `.css`. */
  className?: string;
  /** The `<li>` items. */
  children: ReactNode;
}

/**
 * A list that scrolls sideways, one row of equal items, as the home page's shelves do (scroll-row.css).
 * Its item widths are custom properties (config/breakpoints.ts's `responsiveProperties`; `auto`, the
 * grid's own, below the first given).
 */
export function ScrollRow({ label, itemWidth, className, children }: ScrollRowProps) {
  return (
    <ul aria-label={label} className={classNames('scroll-row', className)} style={responsiveProperties('scroll-row', itemWidth, 'auto')}>
      {children}
    </ul>
  );
}
