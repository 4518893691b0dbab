import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { useDopingChanges, useDopingPackages } from '../api/dopings.ts';
import { DopingForm } from './doping-form.tsx';
import { DopingList } from './doping-list.tsx';
import { DopingPriceTable } from './doping-price-table.tsx';

/** "Öne çıkanlar" of the swap account: the price list, buy a promotion for a listing, see and stop mine. */
export function DopingPanel() {
  const { create, remove, reloading } = useDopingChanges();
  const packages = useDopingPackages();
  const busy = create.isPending || remove.isPending || reloading;
  return (
    <Stack spacing={3}>
      <Alert severity="info" variant="outlined">
        Öne çıkan ilanlar Takas listelerinde ve ilan sayfasında “Öne çıkan” etiketiyle işaretlenir, “Önerilen” sıralamada önce gösterilir; ücret seçtiğiniz paket ve süreye göre kartınızdan alınır.
      </Alert>
      {packages.isError && <LoadError message="Öne çıkarma fiyatları yüklenemedi." onRetry={() => void packages.refetch()} />}
      {packages.isPending && <Skeleton variant="rounded" height={180} aria-label="Öne çıkarma fiyatları yükleniyor" />}
      {packages.data && (
        <>
          <DopingPriceTable offers={packages.data} />
          <DopingForm busy={busy} offers={packages.data} onSubmit={(data) => create.mutate({ data })} />
        </>
      )}
      <DopingList busy={busy} onStop={(id) => remove.mutate({ id })} />
    </Stack>
  );
}
