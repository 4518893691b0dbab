import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { paths } from '@/config/paths.ts';

/** A cart with nothing in it, and the way back to the shop (empty-cart.css, without MUI). */
export function EmptyCart() {
  return (
    <div role="status" className="empty-cart">
      <ShellIcon name="cart" className="empty-cart__icon" />
      <p className="empty-cart__text">Sepetinizde ürün bulunmuyor.</p>
      <ShellButton to={paths.home.getHref()} variant="contained">
        Alışverişe başla
      </ShellButton>
    </div>
  );
}
