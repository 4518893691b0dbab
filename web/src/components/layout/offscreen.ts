/**
 * For a block below the first screen: the browser skips its layout and painting until it comes near
 * the viewport (`content-visibility: auto`), keeping its last size (or the estimate) meanwhile. A long
 * page's first layout then costs what the first screen costs (issue 12); the content stays in the
 * accessibility tree and find-in-page. Spread into an `sx` object.
 */
export const laidOutWhenNear = (estimatedHeight: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` }) as const;
