import { BroadcastHead } from './broadcast-head.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LiveStatus } from '@carsi/sdk/live';
import { useLiveGetBroadcast } from '../api/sdk-hooks.ts';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { statusLabels } from '../utils/broadcast-status.ts';
import { LIVE_REFRESH_MS } from '../config/live-timings.ts';
import { BroadcastMedia } from './broadcast-media.tsx';
import { CurrentLot } from './current-lot.tsx';
import { LotList } from './lot-list.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { formatNumber } from '@/utils/format.ts';
import { formatDayAndTime } from '@/utils/format.ts';

const UNREACHABLE = 'Canlı yayın servisine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';

/**
 * One broadcast: its video while live (else its cover), state, host, times and the lots auctioned in it.
 * While it is live the page reads it again every LIVE_REFRESH_MS (viewers, prices) and shows the current
 * lot with the bid form.
 */
export function BroadcastDetail({ id }: { id: number }) {
  const broadcast = useLiveGetBroadcast(id, {
    query: {
      refetchInterval: (query) => (query.state.data?.status === LiveStatus.LIVE && query.state.status !== 'error' ? LIVE_REFRESH_MS : false),
      retry: false,
    },
  });
  if (isNotFoundError(broadcast.error)) return <NotFound />;
  if (broadcast.isError && !broadcast.data) {
    return <ErrorPanel title="Canlı yayın yüklenemedi" message={UNREACHABLE} onRetry={() => void broadcast.refetch()} />;
  }
  const data = broadcast.data;
  if (!data) {
    return (
      <Box role="status" aria-label="Yayın yükleniyor" sx={{ py: 2 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', maxHeight: 360 }} />
        <Skeleton width="60%" height={40} />
      </Box>
    );
  }
  const live = data.status === LiveStatus.LIVE;
  const currentLot = live ? data.lots.find((lot) => !lot.sold) : undefined;
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Link to={paths.auction.getHref()} variant="body2">
        Mezat
      </Link>
      {broadcast.isError && (
        <LoadError onRetry={() => void broadcast.refetch()} message={`${UNREACHABLE} Gösterilen bilgiler güncel olmayabilir.`} />
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <BroadcastMedia broadcast={data} />
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip label={statusLabels[data.status]} color={live ? 'error' : 'default'} sx={{ fontWeight: 700 }} />
            {data.categoryName && <Chip variant="outlined" label={data.categoryName} />}
          </Stack>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {data.title}
          </Typography>
          <Typography>
            {'Sunucu: '}
            <Link to={paths.auctionUser.getHref(data.host.id)}>{data.host.name}</Link>
          </Typography>
          <Typography color="textSecondary" aria-live="polite" data-testid="viewer-count">
            {live
              ? `${formatNumber(data.viewerCount)} kişi izliyor`
              : data.status === LiveStatus.SCHEDULED
                ? `Başlangıç: ${formatDayAndTime(data.startsAt)}`
                : `Yayın sona erdi (${formatDayAndTime(data.endedAt ?? data.startsAt)})`}
          </Typography>
          {data.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{data.description}</Typography>}
        </Stack>
      </Box>
      {currentLot && <CurrentLot key={currentLot.id} lot={currentLot} />}
      <Stack component="section" aria-labelledby="mezat-urunleri" spacing={1.5}>
        <Typography id="mezat-urunleri" component="h2" variant="h6">
          {`Mezattaki ürünler (${formatNumber(data.lots.length)})`}
        </Typography>
        {data.lots.length > 0 ? <LotList lots={data.lots} /> : <EmptyState message="Bu yayına henüz ürün eklenmedi." />}
      </Stack>
      {/* Last: its structured data is a <script> that stays where it is rendered (React moves only title, meta
          and link into <head>), and as the Stack's first item it put the Stack's spacing above the page's top. */}
      <BroadcastHead broadcast={data} />
    </Stack>
  );
}
