import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCart } from '@/lib/api/cart.ts';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { CheckoutPaymentForm } from '@/components/checkout/checkout-payment-form.tsx';
import { CouponBox } from '@/components/checkout/coupon-box.tsx';
import { useCheckoutPayment } from '@/hooks/use-checkout-payment.ts';
import { usePlaceOrder } from '../api/use-place-order.ts';
import { CheckoutSummary } from './checkout-summary.tsx';

/** Address, card and confirmation of a member's payment. */
export function CheckoutView() {
  const navigate = useNavigate();
  const cart = useGetCart();
  const checkout = useCheckoutPayment(cart.data?.total ?? 0);
  const order = usePlaceOrder((placed) => navigate(paths.checkoutComplete.getHref(placed.id), { replace: true }));

  if (cart.isPending) return <Skeleton variant="rounded" height={320} aria-label="Ödeme bilgileri yükleniyor" />;
  if (!cart.data || cart.data.selectedItemCount === 0) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Typography>Ödenecek ürün yok; sepetinizden ürün seçin.</Typography>
        <Button component={RouterLink} to={paths.cart.getHref()} variant="contained">
          Sepete dön
        </Button>
      </Stack>
    );
  }

  return (
    <CheckoutPaymentForm
      checkout={checkout}
      order={order}
      summary={<CheckoutSummary cart={cart.data} />}
      extra={<CouponBox applied={cart.data.coupon} />}
    />
  );
}
