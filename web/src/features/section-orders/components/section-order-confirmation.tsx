import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatPrice } from '@/utils/format.ts';

/** "Siparişiniz alındı" for a section purchase, with the way to it in "Alışlarım". */
export function SectionOrderConfirmation({ section, orderId }: { section: SectionKey; orderId: number }) {
  const order = sectionApi(section).useGetBuyOrder(orderId);
  const paths = sectionPaths[section];
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <CheckCircleOutlineRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Siparişiniz alındı
      </Typography>
      {order.data ? (
        <Typography>
          {`Sipariş numaranız ${order.data.orderNumber}. ${order.data.itemCount} ilan için ${formatPrice(order.data.totalPrice)} ödendi. Satıcı ürünü kargoya verdiğinde haber vereceğiz.`}
        </Typography>
      ) : (
        order.isPending && <Skeleton width={320} aria-label="Sipariş bilgileri yükleniyor" />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.buyOrder.getHref(orderId)} variant="contained">
          Siparişi görüntüle
        </Button>
        <Button component={RouterLink} to={paths.home.getHref()}>
          İlanlara dön
        </Button>
      </Stack>
    </Stack>
  );
}
