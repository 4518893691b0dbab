import Typography from '@mui/material/Typography';
import { GuestCart } from '@/features/cart/components/guest-cart.tsx';
import { MemberCart } from '@/features/cart/components/member-cart.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';

export function CartRoute() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <title>Sepetim — Çarşı</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Sepetim
      </Typography>
      {loggedIn ? <MemberCart /> : <GuestCart />}
    </>
  );
}
