import { paths } from '@/config/paths.ts';
import { useCartCount } from '@/hooks/use-cart-count.ts';
import { useHeaderSectionCart } from '@/hooks/use-section-cart-count.ts';
import { CartIconButton } from './cart-icon-button.tsx';

/**
 * The header cart inside a section family: the section's own cart where its listings are sold (what is
 * bought there is paid there); the shop's cart otherwise. Loaded only on section pages, since the
 * section hooks are not part of the shop's first paint.
 */
export function SectionCartButton() {
  const shopCount = useCartCount();
  const section = useHeaderSectionCart();
  if (!section) return <CartIconButton href={paths.cart.getHref()} name="Sepetim" count={shopCount} />;
  return <CartIconButton href={section.href} name={`${section.name} sepetim`} count={section.count} />;
}
