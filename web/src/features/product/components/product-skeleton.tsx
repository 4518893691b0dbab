import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';

/** The product page while its product is on the way: the gallery's place beside (or above) the buying column's lines (product-skeleton.css). */
export function ProductSkeleton() {
  return (
    <div role="status" aria-label="Ürün yükleniyor" className="product-skeleton">
      <PlainSkeleton className="product-skeleton__gallery" height="auto" />
      <div className="product-skeleton__column">
        <PlainSkeleton text width="30%" />
        <PlainSkeleton text className="product-skeleton__title" />
        <PlainSkeleton text width="50%" />
        <PlainSkeleton height={56} />
      </div>
    </div>
  );
}
