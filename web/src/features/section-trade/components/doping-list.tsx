import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Doping } from '@carsi/sdk/main';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Link } from '@/components/ui/link.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { useDopings } from '../api/dopings.ts';
import { listingHref } from '../utils/listing-href.ts';
import { dopingPackageLabels } from '../utils/doping-labels.ts';

interface DopingListProps {
  busy: boolean;
  onStop: (id: number) => void;
}

/** "Öne çıkarmalarım": running promotions first (each can be stopped), then the ended ones. */
export function DopingList({ busy, onStop }: DopingListProps) {
  const dopings = useDopings();
  const [stopping, setStopping] = useState<Doping>();
  const rows = [...(dopings.data ?? [])].sort((a, b) => Number(b.active) - Number(a.active));

  return (
    <Stack component="section" aria-labelledby="one-cikarmalarim" spacing={1.5}>
      <Typography id="one-cikarmalarim" component="h2" variant="h6">
        Öne çıkarmalarım
      </Typography>
      {dopings.isError && <ErrorPanel onRetry={() => void dopings.refetch()} />}
      {dopings.isPending && <Skeleton variant="rounded" height={96} aria-label="Öne çıkarmalar yükleniyor" />}
      {dopings.data?.length === 0 && <Alert severity="info">Henüz öne çıkardığınız bir ilan yok.</Alert>}
      {rows.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {rows.map((doping) => (
            <Stack
              key={doping.id}
              component="li"
              spacing={0.5}
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Link to={listingHref('swap', doping.productId)}>{doping.product?.title ?? 'İlan'}</Link>
                <Chip size="small" color={doping.active ? 'success' : 'default'} label={doping.active ? 'Yayında' : 'Sona erdi'} />
              </Stack>
              <Typography variant="body2">
                {dopingPackageLabels[doping.package]} · {doping.durationDays} gün · {formatPrice(doping.price)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {formatDate(doping.startsAt)} – {formatDate(doping.endsAt)}
              </Typography>
              {doping.active && (
                <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => setStopping(doping)} sx={{ alignSelf: 'flex-start' }}>
                  Öne çıkarmayı durdur
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={stopping !== undefined}
        title="Öne çıkarma durdurulsun mu?"
        description={`“${stopping?.product?.title ?? 'İlan'}” artık öne çıkan ilanlarda gösterilmeyecek. Kalan süre için ücret iadesi yapılmaz.`}
        confirmLabel="Durdur"
        busy={busy}
        onClose={() => setStopping(undefined)}
        onConfirm={() => {
          if (stopping) onStop(stopping.id);
          setStopping(undefined);
        }}
      />
    </Stack>
  );
}
