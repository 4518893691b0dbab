import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';

interface OrderPlacedProps {
  /** The placed order as read back; undefined while it loads (or if it cannot be read). */
  order: Order | undefined;
  isPending: boolean;
  /** The sentence under the heading, from the loaded order. */
  describe: (order: Order) => string;
  orderHref: string;
  continueHref: string;
  continueLabel: string;
}

/** "Siparişiniz alındı" after a payment: what was paid, the way to the order and back to shopping. */
export function OrderPlaced({ order, isPending, describe, orderHref, continueHref, continueLabel }: OrderPlacedProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <CheckCircleOutlineRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Siparişiniz alındı
      </Typography>
      {order ? <Typography>{describe(order)}</Typography> : isPending && <Skeleton width={320} aria-label="Sipariş bilgileri yükleniyor" />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={orderHref} variant="contained">
          Siparişi görüntüle
        </Button>
        <Button component={RouterLink} to={continueHref}>
          {continueLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
