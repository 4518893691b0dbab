import type { Breakpoint } from '@mui/material/styles';

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
