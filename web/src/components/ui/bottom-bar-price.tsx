import { formatPrice } from '@/utils/format.ts';

interface BottomBarPriceProps {
  /** What the buyer pays now. */
  price: number;
  /** The price before a discount, struck through under the price; only when higher. */
  oldPrice?: number;
  /** A word above the price, e.g. "Tahmini değeri" for a swap listing's estimate. */
  caption?: string;
}

/**
 * The price in the phone's bottom bar: the amount large; a discount's old price or a caption small beside
 * it. Plain markup (bottom-bar-price.css), no MUI.
 */
export function BottomBarPrice({ price, oldPrice, caption }: BottomBarPriceProps) {
  const discounted = oldPrice !== undefined && oldPrice > price;
  return (
    <div className="bottom-bar-price">
      {caption && <span className="bottom-bar-price__small">{caption}</span>}
      <span className={discounted ? 'bottom-bar-price__amount bottom-bar-price__amount--discounted' : 'bottom-bar-price__amount'}>
        {discounted ? <span className="sr-only">İndirimli fiyat: </span> : !caption && <span className="sr-only">Fiyat: </span>}
        {formatPrice(price)}
      </span>
      {discounted && (
        <s className="bottom-bar-price__small">
          <span className="sr-only">Eski fiyat: </span>
          {formatPrice(oldPrice)}
        </s>
      )}
    </div>
  );
}
