import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { paths, sectionPaths } from '@/config/paths.ts';
import { useCartCount } from '@/hooks/use-cart-count.ts';
import { CartIconButton } from './cart-icon-button.tsx';
import { LazyPart } from './lazy-part.tsx';

const SectionCartButton = lazy(async () => ({ default: (await import('./section-cart-button.tsx')).SectionCartButton }));

const inSection = (pathname: string): boolean =>
  Object.values(sectionPaths).some(({ home }) => pathname === home.path || pathname.startsWith(`${home.path}/`));

/** Holds the cart's place (same size, not yet a link) while a section's cart code loads. */
function CartPlaceholder() {
  return (
    <span aria-hidden className="cart-placeholder">
      <ShellIcon name="cart" />
    </span>
  );
}

/**
 * The header cart: the shop's cart with its count; inside Pazar, Takas or Zanaat the section decides
 * (see section-cart-button.tsx), with the section's code loaded on those pages only.
 */
export function CartButton() {
  const { pathname } = useLocation();
  const shopCount = useCartCount();
  if (inSection(pathname)) {
    return (
      <LazyPart loading={<CartPlaceholder />} failed={<CartPlaceholder />}>
        <SectionCartButton />
      </LazyPart>
    );
  }
  return <CartIconButton href={paths.cart.getHref()} name="Sepetim" count={shopCount} />;
}
