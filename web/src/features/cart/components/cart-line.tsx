import type { ProductSummary } from '@carsi/sdk/main';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { CartLineFrame } from '@/components/checkout/cart-line-frame.tsx';
import { MAX_PER_LINE } from '@/config/cart.ts';
import { paths } from '@/config/paths.ts';
import { classNames } from '@/utils/class-names.ts';
import { formatPrice } from '@/utils/format.ts';

export interface CartLineProps {
  product: ProductSummary;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** Member carts choose the lines bought at checkout. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** A refusal for this line (e.g. not enough stock); the line stays as it was. */
  error?: string;
  busy?: boolean;
}

/** One product in the cart: picture, title, seller, price, quantity and remove (cart-line.css, without MUI). */
export function CartLine(props: CartLineProps) {
  const { product, quantity, unitPrice, totalPrice, selected, onSelect, onQuantity, onRemove, error, busy = false } = props;
  const checked = selected ?? true;
  return (
    <CartLineFrame
      product={product}
      href={paths.product.getHref(product.id)}
      quantity={quantity}
      maxQuantity={Math.max(quantity, Math.min(MAX_PER_LINE, product.stock))}
      totalPrice={totalPrice}
      onQuantity={onQuantity}
      removeLabel={`${product.title} ürününü sepetten çıkar`}
      onRemove={onRemove}
      busy={busy}
      error={error}
      leading={
        onSelect && (
          // MUI's Checkbox as the theme draws it: the native box, invisible, over the drawn one.
          <span className={classNames('cart-line__checkbox', checked && 'cart-line__checkbox--checked')}>
            <input
              type="checkbox"
              className="cart-line__checkbox-input"
              checked={checked}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={`${product.title} ödemeye dahil`}
              disabled={busy}
            />
            <ShellIcon name={checked ? 'checked' : 'unchecked'} />
          </span>
        )
      }
    >
      <p className="cart-line__unit-price">
        {`Birim fiyat: ${formatPrice(unitPrice)}`}
        {unitPrice < product.price && (
          <>
            {' '}
            <span className="cart-line__old-price">
              <span className="sr-only">Eski fiyat: </span>
              {formatPrice(product.price)}
            </span>
            <span className="cart-line__discount">{` %${product.discountRate} indirim`}</span>
          </>
        )}
      </p>
    </CartLineFrame>
  );
}
