import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { CheckoutView } from '@/features/checkout/components/checkout-view.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';

export function CheckoutRoute() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.auth.login.getHref(paths.checkout.getHref())} replace />;
  return (
    <>
      <title>Ödeme — Çarşı</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Ödeme
      </Typography>
      <CheckoutView />
    </>
  );
}
