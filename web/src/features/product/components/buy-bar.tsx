import type { ProductDetail } from '@carsi/sdk/main';
import type { RefObject } from 'react';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { BottomBar } from '@/components/ui/bottom-bar.tsx';
import { BottomBarPrice } from '@/components/ui/bottom-bar-price.tsx';
import { COVERED_EDGES_PX } from '@/components/ui/bottom-bar-space.ts';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { useScrolledPast } from '@/hooks/use-scrolled-past.ts';
import { useAddToCart } from '@/hooks/use-add-to-cart.ts';

interface BuyBarProps {
  product: ProductDetail;
  /** The page's own buy box: the bar shows once it has been scrolled past. */
  buyBox: RefObject<Element | null>;
  /** The quantity chosen in the buy box. */
  quantity: number;
}

/**
 * The product page's buy bar on a phone: the price and "Sepete ekle" at the bottom of the screen once
 * the buy box has been scrolled past. It adds through the buy box's own hook and quantity, so the stock
 * rules and the messages are the same.
 */
export function BuyBar({ product, buyBox, quantity }: BuyBarProps) {
  const past = useScrolledPast(buyBox, COVERED_EDGES_PX);
  const { add, isPending } = useAddToCart();
  const soldOut = product.stock === 0;
  return (
    <BottomBar shown={past} label="Fiyat ve sepete ekle">
      <BottomBarPrice price={product.discountedPrice ?? product.price} oldPrice={product.price} />
      <ShellButton
        variant="contained"
        size="large"
        startIcon={<ShellIcon name="addToCart" />}
        disabled={soldOut || isPending}
        onClick={() => add(product, quantity)}
        className="bottom-bar__button"
      >
        {soldOut ? 'Tükendi' : 'Sepete ekle'}
      </ShellButton>
    </BottomBar>
  );
}
