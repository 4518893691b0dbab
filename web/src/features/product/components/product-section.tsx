import { useId, type ReactNode } from 'react';
import { HydratedApart } from '@/components/layout/hydrated-apart.tsx';

/** A titled part of the product page (product-section.css); its content is hydrated on its own (see HydratedApart). */
export function ProductSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="product-section__title">
        {title}
      </h2>
      <HydratedApart>{children}</HydratedApart>
    </section>
  );
}
