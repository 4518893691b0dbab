import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useDopingChanges } from '../api/dopings.ts';
import { DopingForm } from './doping-form.tsx';
import { DopingList } from './doping-list.tsx';

/** "Öne çıkanlar" of the swap account: buy a promotion for a listing, see and stop mine. */
export function DopingPanel() {
  const { create, remove, reloading } = useDopingChanges();
  const busy = create.isPending || remove.isPending || reloading;
  return (
    <Stack spacing={3}>
      <Alert severity="info" variant="outlined">
        Öne çıkan ilanlar Takas listelerinde ve ilan sayfasında “Öne çıkan” etiketiyle işaretlenir, “Önerilen” sıralamada önce gösterilir; ücret seçtiğiniz paket ve süreye göre kartınızdan alınır.
      </Alert>
      <DopingForm busy={busy} onSubmit={(data) => create.mutate({ data })} />
      <DopingList busy={busy} onStop={(id) => remove.mutate({ id })} />
    </Stack>
  );
}
