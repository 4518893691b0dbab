import type { CSSProperties } from 'react';
import { classNames } from '@/utils/class-names.ts';

interface HomeSkeletonProps {
  /** What is loading, for assistive technology ("Kampanyalar yükleniyor"). */
  label: string;
  /** Its height in px, or `auto` when a class gives it an aspect ratio. */
  height?: number | 'auto';
  className?: string;
}

/**
 * A loading block of the home page as MUI's `Skeleton variant="rounded"` draws it with the theme's
 * `role="status"` (lib/theme.ts), without MUI (home-skeleton.css).
 */
export function HomeSkeleton({ label, height, className }: HomeSkeletonProps) {
  const style: CSSProperties | undefined = height === undefined ? undefined : { height };
  return <span role="status" aria-label={label} className={classNames('home-skeleton', className)} style={style} />;
}
