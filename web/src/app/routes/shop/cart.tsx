import { lazyInMuiScope } from '@/components/layout/in-mui-scope.tsx';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { LazyPart } from '@/components/layout/lazy-part.tsx';
import { CartLoading } from '@/features/cart/components/cart-loading.tsx';
import { GuestCart } from '@/features/cart/components/guest-cart.tsx';
import { reloadPage } from '@/lib/reload.ts';
import { useIsLoggedIn } from '@/lib/session.ts';

// A member's cart (coupons, the lines left over from the guest cart, built with MUI) loads only for members, with MUI's scope: a
// visitor's cart page does not wait for its forms and dialogs.
const MemberCart = lazyInMuiScope(() => import('@/features/cart/components/member-cart.tsx').then((module) => module.MemberCart));

const loadingCart = <CartLoading />;
const cartFailed = (
  <p className="cart-page__failed">
    Sepetiniz şu anda yüklenemedi.{' '}
    <ShellButton size="small" color="primary" onClick={reloadPage}>
      Sayfayı yenile
    </ShellButton>
  </p>
);

/** The cart page (cart.css): its title, then a visitor's cart kept on this device or a member's. */
export default function CartRoute() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <title>Sepetim — Çarşı</title>
      <h1 className="cart-page__title">Sepetim</h1>
      {loggedIn ? (
        <LazyPart loading={loadingCart} failed={cartFailed}>
          <MemberCart />
        </LazyPart>
      ) : (
        <GuestCart />
      )}
    </>
  );
}
