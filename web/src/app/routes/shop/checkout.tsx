import Typography from '@mui/material/Typography';
import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { paths } from '@/config/paths.ts';
import { CheckoutView } from '@/features/checkout/components/checkout-view.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';
import { memberPageClientLoader, memberPageLoader } from '@/app/member-page.ts';

export default function CheckoutRoute() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRedirect returnTo={paths.checkout.getHref()} />;
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

export const loader = memberPageLoader;
export const clientLoader = memberPageClientLoader;
