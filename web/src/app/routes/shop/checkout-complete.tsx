import { Navigate, useParams } from 'react-router-dom';
import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { paths } from '@/config/paths.ts';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';

export default function CheckoutCompleteRoute() {
  const loggedIn = useIsLoggedIn();
  const orderId = Number(useParams().orderId);
  if (!loggedIn) return <LoginRedirect returnTo={null} />;
  if (!Number.isInteger(orderId) || orderId <= 0) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <title>Siparişiniz alındı — Çarşı</title>
      <OrderConfirmation orderId={orderId} />
    </>
  );
}
