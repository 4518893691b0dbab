import type { CSSProperties } from 'react';
import { classNames } from '@/utils/class-names.ts';

interface PlainSkeletonProps {
  /**
   * What is loading, for assistive technology ("Kampanyalar yükleniyor"). Without it the block is one
   * shape of a larger placeholder that says it, and is hidden from screen readers.
   */
  label?: string;
  /** A line of text (MUI's `variant="text"`) rather than a rounded block. */
  text?: boolean;
  /** Its height in px, or `auto` when a class gives it an aspect ratio. */
  height?: number | 'auto';
  /** Its width, for a line shorter than its column ("80%"). */
  width?: string;
  className?: string;
}

/**
 * A loading block as MUI's `Skeleton` draws it (`variant="rounded"` with the theme's `role="status"`,
 * lib/theme.ts, or `variant="text"`), without MUI (plain-skeleton.css), for the parts of a page whose
 * first load carries none.
 */
export function PlainSkeleton({ label, text = false, height, width, className }: PlainSkeletonProps) {
  const style: CSSProperties | undefined = height === undefined && width === undefined ? undefined : { height, width };
  const named = label === undefined ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return <span {...named} className={classNames('plain-skeleton', text && 'plain-skeleton--text', className)} style={style} />;
}
