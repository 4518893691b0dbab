import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { paths } from '@/config/paths.ts';
import { useMyStore } from '../api/use-my-store.ts';
import { ReceivedQuestions } from './received-questions.tsx';
import { SellerInvoices } from './seller-invoices.tsx';
import { StoreDiscounts } from './store-discounts.tsx';
import { StoreOrders } from './store-orders.tsx';
import { StoreRatings } from './store-ratings.tsx';

export const storeOwnerTabs = [
  { tab: 'sorular', label: 'Gelen sorular' },
  { tab: 'siparisler', label: 'Siparişler' },
  { tab: 'faturalar', label: 'Faturalar' },
  { tab: 'degerlendirmeler', label: 'Değerlendirmeler' },
  { tab: 'indirimler', label: 'İndirimler' },
] as const;
type StoreOwnerTab = (typeof storeOwnerTabs)[number]['tab'];

const isTab = (value: string | null): value is StoreOwnerTab => storeOwnerTabs.some((entry) => entry.tab === value);

/** Mağazam: the store owner's questions, orders (shipping, invoices), invoices, ratings and discounts, by tab (`?sekme=`). */
export function StoreOwnerView() {
  const { store, isPending, isError, refetch } = useMyStore();
  const [params, setParams] = useSearchParams();
  const requested = params.get('sekme');
  const tab: StoreOwnerTab = isTab(requested) ? requested : 'sorular';
  if (isPending) return <LoadingBlock />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (!store) {
    return (
      <Alert severity="info">
        Hesabınıza bağlı bir Çarşı mağazası yok. Mağaza açmak için kurumsal hesap başvurusu yapabilirsiniz.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{store.name}</Typography>
        <Button component={RouterLink} to={paths.market.getHref(store.slug)} variant="outlined" size="small">
          Mağaza sayfasını gör
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_event, next: StoreOwnerTab) => setParams({ sekme: next }, { replace: true })} aria-label="Mağaza bölümleri" variant="scrollable">
        {storeOwnerTabs.map((entry) => (
          <Tab key={entry.tab} value={entry.tab} label={entry.label} />
        ))}
      </Tabs>
      {tab === 'sorular' && <ReceivedQuestions />}
      {tab === 'siparisler' && <StoreOrders />}
      {tab === 'faturalar' && <SellerInvoices />}
      {tab === 'degerlendirmeler' && <StoreRatings slug={store.slug} />}
      {tab === 'indirimler' && <StoreDiscounts storeSlug={store.slug} />}
    </Stack>
  );
}
