import type { ReactNode } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { formatPrice } from '@/utils/format.ts';
import { ShellIconButton } from '@/components/ui/shell-icon-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';

interface CartLineFrameProps {
  /** The product or listing: its title names the line's group and controls. */
  product: { title: string; image: { url: string }; seller: { name: string } };
  href: string;
  quantity: number;
  /** The most pieces the stepper allows. */
  maxQuantity: number;
  totalPrice: number;
  onQuantity: (quantity: number) => void;
  /** The remove button's name (… ürününü / … ilanını sepetten çıkar). */
  removeLabel: string;
  onRemove: () => void;
  busy: boolean;
  /** Before the picture (a member's "include in payment" checkbox). */
  leading?: ReactNode;
  /** Between the seller and the quantity (the unit price). */
  children?: ReactNode;
  /** A refusal for this line; the line stays as it was. */
  error?: string;
}

/** One line of a cart: picture, title, seller, pieces, line total and remove (cart-line-frame.css, without MUI). */
export function CartLineFrame(props: CartLineFrameProps) {
  const { product, href, quantity, maxQuantity, totalPrice, onQuantity, removeLabel, onRemove, busy, leading, children, error } = props;
  return (
    <div className="cart-line-frame" role="group" aria-label={product.title}>
      {leading}
      <img className="cart-line-frame__image" src={product.image.url} alt="" />
      <div className="cart-line-frame__body">
        <TextLink to={href} className="cart-line-frame__title">
          {product.title}
        </TextLink>
        <span className="cart-line-frame__seller">{`Satıcı: ${product.seller.name}`}</span>
        {children}
        <div className="cart-line-frame__amount">
          <QuantityStepper value={quantity} max={maxQuantity} onChange={onQuantity} label={`${product.title} adedi`} disabled={busy} />
          <p className="cart-line-frame__total">{formatPrice(totalPrice)}</p>
        </div>
        {error && (
          <p role="alert" className="cart-line-frame__error">
            {error}
          </p>
        )}
      </div>
      <ShellIconButton color="default" className="cart-line-frame__remove" aria-label={removeLabel} onClick={onRemove} disabled={busy}>
        <ShellIcon name="delete" />
      </ShellIconButton>
    </div>
  );
}
