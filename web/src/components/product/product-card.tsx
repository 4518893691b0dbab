import type { ProductSummary } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import type { ImagePriority } from '../ui/image-loading.ts';
import { ShellIcon } from '../ui/shell-icons.tsx';
import { ShopImage } from '../ui/shop-image.tsx';
import { StarMeter } from '../ui/star-meter.tsx';
import { formatNumber, formatPrice } from '@/utils/format.ts';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the card leads; the marketplace product page unless a section gives its own listing page. */
  href?: string;
  /** Short facts shown as chips under the title (a listing's condition, "Takas"). */
  badges?: readonly string[];
  /** When the card's picture loads (ui/image-loading.ts); without it, as it nears the screen. */
  imagePriority?: ImagePriority;
}

/**
 * One product in a list: picture, title, seller, rating and price (the discounted one first). Plain
 * markup drawn as MUI's outlined card with its action area (product-card.css): a list page shows 24 of
 * them, and each MUI card was a dozen styled components to render and hydrate.
 */
export function ProductCard({ product, href, badges = [], imagePriority }: ProductCardProps) {
  const discounted = product.discountedPrice !== undefined && product.discountedPrice < product.price;
  return (
    <div className="product-card">
      <RouterLink className="product-card__action" to={href ?? paths.product.getHref(product.id)}>
        <div className="product-card__picture">
          <ShopImage image={product.image} sizes="(max-width: 600px) 50vw, (max-width: 1200px) 25vw, 240px" priority={imagePriority} />
          {product.discountRate > 0 && <span className="product-card__chip product-card__chip--discount">{`%${product.discountRate} indirim`}</span>}
        </div>
        <div className="product-card__content">
          <p className="product-card__caption product-card__seller">{product.seller.name}</p>
          <h3 className="product-card__title">{product.title}</h3>
          {badges.length > 0 && (
            <div className="product-card__badges">
              {badges.map((badge) => (
                <span key={badge} className="product-card__chip product-card__chip--outlined">
                  {badge}
                </span>
              ))}
            </div>
          )}
          {product.ratingCount > 0 && (
            <div className="product-card__rating">
              <StarMeter value={product.rating} />
              <span className="product-card__caption">
                <span className="sr-only">{`5 üzerinden ${formatNumber(product.rating)} puan, `}</span>({product.ratingCount})
              </span>
            </div>
          )}
          <div className="product-card__prices">
            {discounted && (
              <p className="product-card__caption product-card__old-price">
                <span className="sr-only">Eski fiyat: </span>
                {formatPrice(product.price)}
              </p>
            )}
            <p className={discounted ? 'product-card__price product-card__price--discounted' : 'product-card__price'}>
              {discounted && <span className="sr-only">İndirimli fiyat: </span>}
              {formatPrice(discounted ? (product.discountedPrice ?? product.price) : product.price)}
            </p>
          </div>
          {product.freeShipping && (
            <span className="product-card__caption product-card__shipping">
              <ShellIcon name="shipping" />
              Kargo bedava
            </span>
          )}
        </div>
      </RouterLink>
    </div>
  );
}
