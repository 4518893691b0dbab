import type { Breakpoint } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { responsiveProperties } from '@/config/breakpoints.ts';

/** A block's height in px, or per breakpoint where its layout changes with the screen's width. */
export type EstimatedHeight = number | Partial<Record<Breakpoint, number>>;

const sizeOf = (height: number): string => `auto ${height}px`;

/**
 * For a block below the first screen: the browser skips its layout and painting until it comes near
 * the viewport (`content-visibility: auto`), keeping its last size (or the estimate) meanwhile. A long
 * page's first layout then costs what the first screen costs; the content stays in the
 * accessibility tree and find-in-page. The estimate should be close to the real height at each width:
 * the page's scroll height changes by the difference when the block is first laid out. Spread into
 * an `sx` object.
 */
export const laidOutWhenNear = (estimatedHeight: EstimatedHeight) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize:
      typeof estimatedHeight === 'number'
        ? sizeOf(estimatedHeight)
        : Object.fromEntries(Object.entries(estimatedHeight).map(([breakpoint, height]) => [breakpoint, sizeOf(height)])),
  }) as const;

/** The attributes `laidOutWhenNearProps` gives an element: a class of offscreen.css and its estimates. */
export interface LaidOutWhenNear {
  className: string;
  style: CSSProperties;
}

/**
 * `laidOutWhenNear` without MUI, for the blocks of a page whose first load carries none (the home page):
 * the class `offscreen` (offscreen.css) and the estimate at every breakpoint as a custom property
 * (config/breakpoints.ts's `responsiveProperties`; `none` below the first).
 */
export function laidOutWhenNearProps(estimatedHeight: EstimatedHeight): LaidOutWhenNear {
  const heights = typeof estimatedHeight === 'number' ? { xs: estimatedHeight } : estimatedHeight;
  const sizes = Object.fromEntries(Object.entries(heights).map(([breakpoint, height]) => [breakpoint, sizeOf(height)]));
  return { className: 'offscreen', style: responsiveProperties('offscreen', sizes, 'none') };
}
