import { formatPrice } from '@/utils/format.ts';

interface ProductPriceProps {
  price: number;
  discountedPrice?: number;
  discountRate: number;
}

/** The price to pay, large; with a discount, the old price struck through and the rate (product-price.css). */
export function ProductPrice({ price, discountedPrice, discountRate }: ProductPriceProps) {
  const discounted = discountedPrice !== undefined && discountedPrice < price;
  return (
    <div className="product-price">
      <p className={discounted ? 'product-price__amount product-price__amount--discounted' : 'product-price__amount'}>
        {discounted && <span className="sr-only">İndirimli fiyat: </span>}
        {formatPrice(discounted ? discountedPrice : price)}
      </p>
      {discounted && (
        <>
          <p className="product-price__old">
            <span className="sr-only">Eski fiyat: </span>
            {formatPrice(price)}
          </p>
          <p className="product-price__rate">{`%${discountRate} indirim`}</p>
        </>
      )}
    </div>
  );
}
