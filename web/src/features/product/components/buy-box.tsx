import type { ProductDetail } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { useState, type FormEvent } from 'react';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { MAX_PER_LINE } from '@/config/cart.ts';
import { ADDED_TO_CART, useAddToCart } from '@/hooks/use-add-to-cart.ts';
import { useServedCart } from '@/lib/served-cart.tsx';
import { cartFormFields } from '../api/cart-form-fields.ts';
import { FavoriteButton } from './favorite-button.tsx';

interface BuyBoxProps {
  product: ProductDetail;
  /** The quantity, when the page keeps it (the phone's buy bar adds the same); otherwise the box keeps its own. */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

/**
 * Quantity, "Sepete ekle" and the favourite heart; a sold-out product says so instead. A form: pressed
 * before the page's code has arrived, it posts to the page's action (api/cart-form.ts) and the page comes
 * back with the product in the cart and a notice of it; once the code runs, it adds in the browser.
 * Plain markup (buy-box.css), no MUI.
 */
export function BuyBox({ product, quantity: pageQuantity, onQuantityChange }: BuyBoxProps) {
  const [ownQuantity, setOwnQuantity] = useState(1);
  const quantity = pageQuantity ?? ownQuantity;
  const setQuantity = onQuantityChange ?? setOwnQuantity;
  const { add, isPending } = useAddToCart();
  const served = useServedCart().notice;
  const [notice, setNotice] = useState(served?.productId === product.id ? served.outcome : undefined);
  const soldOut = product.stock === 0;
  const max = Math.max(1, Math.min(product.stock, MAX_PER_LINE));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    add(product, quantity);
  };
  return (
    <form method="post" onSubmit={submit} className="buy-box">
      <input type="hidden" name={cartFormFields.product} value={product.id} />
      <input type="hidden" name={cartFormFields.quantity} value={quantity} />
      {soldOut ? (
        <p className="buy-box__line buy-box__line--error">Tükendi</p>
      ) : (
        product.stock <= 3 && <p className="buy-box__line buy-box__line--warning">{`Son ${product.stock} ürün`}</p>
      )}
      <div className="buy-box__row">
        {!soldOut && <QuantityStepper value={quantity} max={max} onChange={setQuantity} label="Adet" />}
        <ShellButton
          variant="contained"
          size="large"
          startIcon={<ShellIcon name="addToCart" />}
          type="submit"
          disabled={soldOut || isPending}
          className="buy-box__add"
        >
          Sepete ekle
        </ShellButton>
        <FavoriteButton productId={product.id} isFavorite={product.isFavorite ?? false} />
      </div>
      {notice !== undefined && (
        <p role="status" className={notice === 'added' ? 'buy-box__line buy-box__line--success' : 'buy-box__line buy-box__line--error'}>
          {notice === 'added' ? ADDED_TO_CART : errorMessageFor(notice)}
        </p>
      )}
    </form>
  );
}
