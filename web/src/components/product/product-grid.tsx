import type { ProductSummary } from '@carsi/sdk/main';
import { memo } from 'react';
import { HydratedApart } from '../layout/hydrated-apart.tsx';
import { HydrateWhenNear } from '../layout/hydrate-when-near.tsx';
import { laidOutWhenNearProps } from '../layout/offscreen.ts';
import type { ImagePriority } from '../ui/image-loading.ts';
import { PlainSkeleton } from '../ui/plain-skeleton.tsx';
import { ProductCard } from './product-card.tsx';

/** The cards of the widest grid's first row: in the first screen on a phone (two rows) and on a wide screen. */
const FIRST_SCREEN_CARDS = 4;

/** A phone's first row: the page's largest paint is one of its pictures, loaded first. */
const LEAD_CARDS = 2;

const imagePriorityAt = (at: number): ImagePriority | undefined => (at < LEAD_CARDS ? 'lead' : at < FIRST_SCREEN_CARDS ? 'visible' : undefined);

/**
 * Cards past the first two rows of the widest grid are laid out and painted only as they come near the
 * screen: a server-rendered page of 24 then costs a phone's first layout what its
 * first screen costs. The estimate is a card's height; once laid out, a card keeps its own.
 */
const laterCard = laidOutWhenNearProps(360);

interface ProductGridProps {
  products: readonly ProductSummary[];
  label: string;
  /** A section's own listing page for each card (default: the marketplace product page). */
  hrefOf?: (product: ProductSummary) => string;
  /** Chips for each card (a listing's condition, "Takas"). */
  badgesOf?: (product: ProductSummary) => readonly string[];
}

interface GridCardProps {
  product: ProductSummary;
  href: string | undefined;
  badges: readonly string[] | undefined;
}

const sameCard = (before: GridCardProps, after: GridCardProps): boolean =>
  before.product === after.product && before.href === after.href && before.badges?.join('\n') === after.badges?.join('\n');

/**
 * A card past the first screen: hydrated once scrolled near. Kept from the grid's re-renders with the
 * same card, which would make React render a card it has not hydrated yet anew.
 */
const LaterCard = memo(function LaterCard({ product, href, badges }: GridCardProps) {
  return (
    <HydrateWhenNear>
      <ProductCard product={product} href={href} badges={badges} />
    </HydrateWhenNear>
  );
}, sameCard);

/** Products as a list of cards: two columns on a phone, four on a wide screen (product-grid.css). */
export function ProductGrid({ products, label, hrefOf, badgesOf }: ProductGridProps) {
  return (
    <ul aria-label={label} className="product-grid">
      {products.map((product, at) => (
        <li key={product.id} {...(at < 2 * FIRST_SCREEN_CARDS ? {} : laterCard)}>
          {at < 2 * FIRST_SCREEN_CARDS ? (
            // Each card hydrates on its own: a whole grid was one long commit on a phone.
            <HydratedApart>
              <ProductCard product={product} href={hrefOf?.(product)} badges={badgesOf?.(product)} imagePriority={imagePriorityAt(at)} />
            </HydratedApart>
          ) : (
            <LaterCard product={product} href={hrefOf?.(product)} badges={badgesOf?.(product)} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The same grid while the products load. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="product-grid">
      {Array.from({ length: count }, (_, index) => (
        <div key={index}>
          <PlainSkeleton height="auto" className="product-grid__picture-shape" />
          <PlainSkeleton text width="80%" />
          <PlainSkeleton text width="40%" />
        </div>
      ))}
    </div>
  );
}
