import type { CartItem } from '@carsi/sdk/main';
import { CartLineFrame } from '@/components/checkout/cart-line-frame.tsx';

interface SectionCartLineProps {
  item: CartItem;
  href: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  busy: boolean;
}

/** One listing in a section's cart: picture, title, seller, pieces (up to what is on offer) and remove. */
export function SectionCartLine({ item, href, onQuantity, onRemove, busy }: SectionCartLineProps) {
  const { product } = item;
  return (
    <CartLineFrame
      product={product}
      href={href}
      quantity={item.quantity}
      maxQuantity={Math.max(item.quantity, product.stock)}
      totalPrice={item.totalPrice}
      onQuantity={onQuantity}
      removeLabel={`${product.title} ilanını sepetten çıkar`}
      onRemove={onRemove}
      busy={busy}
    />
  );
}
