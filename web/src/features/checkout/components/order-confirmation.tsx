import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOrder } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/utils/format.ts';

/** "Siparişiniz alındı" with the order number and amount, and the way to the order in the account. */
export function OrderConfirmation({ orderId }: { orderId: number }) {
  const order = useGetOrder(orderId);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <CheckCircleOutlineRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Siparişiniz alındı
      </Typography>
      {order.data ? (
        <Typography>
          {`Sipariş numaranız ${order.data.orderNumber}. ${order.data.itemCount} ürün için ${formatPrice(order.data.totalPrice)} ödendi.`}
        </Typography>
      ) : (
        order.isPending && <Skeleton width={320} aria-label="Sipariş bilgileri yükleniyor" />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.accountOrder.getHref(orderId)} variant="contained">
          Siparişi görüntüle
        </Button>
        <Button component={RouterLink} to={paths.home.getHref()}>
          Alışverişe devam et
        </Button>
      </Stack>
    </Stack>
  );
}
