import type { ProductSummary } from '@carsi/sdk/main';
import { useId } from 'react';
import { laidOutWhenNearProps } from '@/components/layout/offscreen.ts';
import { ProductGrid } from '@/components/product/product-grid.tsx';

/** Below the product on every screen: laid out as it comes near (see components/layout/offscreen.ts). */
const railLayout = laidOutWhenNearProps(760);

/** A titled group of products (similar, last visited); nothing when there are none. Plain markup (product-section.css). */
export function ProductRail({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} {...railLayout}>
      <h2 id={headingId} className="product-section__title">
        {title}
      </h2>
      <ProductGrid products={products} label={title} />
    </section>
  );
}
