import type { Breakpoint } from '@mui/material/styles';
import type { CSSProperties } from 'react';

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

const BREAKPOINT_ORDER: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** The attributes `laidOutWhenNearProps` gives an element: a class of offscreen.css and its estimates. */
export interface LaidOutWhenNear {
  className: string;
  style: CSSProperties;
}

/**
 * `laidOutWhenNear` without MUI, for the blocks of a page whose first load carries none (the home page):
 * the class `offscreen` (offscreen.css) and the estimate at every breakpoint as a custom property, each
 * breakpoint without one taking the narrower one's, as MUI's responsive values do (`none` below the
 * first). Every breakpoint's property is set on the element itself, so a block inside another never
 * inherits its estimates.
 */
export function laidOutWhenNearProps(estimatedHeight: EstimatedHeight): LaidOutWhenNear {
  const heights = typeof estimatedHeight === 'number' ? { xs: estimatedHeight } : estimatedHeight;
  const style: Record<string, string> = {};
  let height: number | undefined;
  for (const breakpoint of BREAKPOINT_ORDER) {
    height = heights[breakpoint] ?? height;
    style[`--offscreen-${breakpoint}`] = height === undefined ? 'none' : sizeOf(height);
  }
  return { className: 'offscreen', style };
}
