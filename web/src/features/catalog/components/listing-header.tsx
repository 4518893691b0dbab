import type { ReactNode } from 'react';
import { PlainBreadcrumbs, type Crumb } from '@/components/ui/plain-breadcrumbs.tsx';
import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';

interface ListingHeaderProps {
  /** Undefined while the page's subject loads. */
  title: string | undefined;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The page's heading with its trail (Ana sayfa › Giyim › Ayakkabı) and an optional note below (listing-header.css). */
export function ListingHeader({ title, crumbs = [], children }: ListingHeaderProps) {
  return (
    <header className="listing-header">
      {crumbs.length > 0 && <PlainBreadcrumbs crumbs={crumbs} className="listing-header__crumbs" />}
      <h1 className="listing-header__title">{title ?? <PlainSkeleton text width="240px" />}</h1>
      {children}
    </header>
  );
}
