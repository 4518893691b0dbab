import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { LazyPart } from '@/components/layout/lazy-part.tsx';
import { CartLoading } from '@/features/cart/components/cart-loading.tsx';
import { GuestCart } from '@/features/cart/components/guest-cart.tsx';
import { reloadPage } from '@/lib/reload.ts';
import { useIsLoggedIn } from '@/lib/session.ts';

// A member's cart (coupons, the lines left over from the guest cart) loads only for members: a
// visitor's cart page does not wait for its forms and dialogs.
const MemberCart = lazy(async () => ({ default: (await import('@/features/cart/components/member-cart.tsx')).MemberCart }));

const loadingCart = <CartLoading />;
const cartFailed = (
  <Typography color="textSecondary">
    Sepetiniz şu anda yüklenemedi.{' '}
    <Button size="small" onClick={reloadPage}>
      Sayfayı yenile
    </Button>
  </Typography>
);

export default function CartRoute() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <title>Sepetim — Çarşı</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Sepetim
      </Typography>
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
