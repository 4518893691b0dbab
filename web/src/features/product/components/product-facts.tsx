import type { ProductDetail } from '@carsi/sdk/main';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { StarMeter } from '@/components/ui/star-meter.tsx';
import { formatNumber } from '@/utils/format.ts';

/** When the seller hands the product to the carrier, as a shopper reads it: "0 iş gününde" says nothing. */
export function shipsWithin(days: number): string {
  if (days <= 0) return 'Bugün kargoda';
  if (days === 1) return 'Yarın kargoda';
  return `${days} iş gününde kargoda`;
}

/** Score and shipping, under the title (product-facts.css). */
export function ProductFacts({ product }: { product: ProductDetail }) {
  return (
    <div className="product-facts">
      <p className="product-facts__score">
        <StarMeter value={product.rating} />
        <span className="product-facts__counts">
          <span className="sr-only">{`5 üzerinden ${formatNumber(product.rating)} puan, `}</span>
          {`${formatNumber(product.ratingCount)} değerlendirme · ${formatNumber(product.questionCount)} soru`}
        </span>
      </p>
      <p className="product-facts__shipping">
        <ShellIcon name="shipping" />
        {product.freeShipping ? 'Kargo bedava' : 'Kargo ücreti sepette hesaplanır'}
        {product.shippingDays !== undefined && ` · ${shipsWithin(product.shippingDays)}`}
      </p>
    </div>
  );
}

/** The seller's properties table, under the description (product-facts.css). */
export function ProductProperties({ product }: { product: ProductDetail }) {
  if (product.properties.length === 0) return null;
  return (
    <dl className="product-properties">
      {product.properties.map((property) => (
        <div key={property.name} className="product-properties__row">
          <dt>{property.name}</dt>
          <dd>{property.value}</dd>
        </div>
      ))}
    </dl>
  );
}
