import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveBroadcast, LiveBroadcastStatus } from '@carsi/sdk/main';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { statusLabels } from '@/features/auction/utils/broadcast-status.ts';
import { formatDayAndTime } from '@/utils/format.ts';

const hostedLabels: Record<LiveBroadcastStatus, string> = { ...statusLabels, CANCELLED: 'İptal edildi' };

export interface BroadcastRow {
  broadcast: LiveBroadcast;
  /** What is shown under the title (when it starts, when I watched it). */
  note: string;
}

/** A short list of broadcasts, each linking to its page. */
export function BroadcastRows({ label, rows, empty }: { label: string; rows: readonly BroadcastRow[]; empty: string }) {
  if (rows.length === 0) return <EmptyState message={empty} />;
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ broadcast, note }) => (
        <Paper component="li" key={`${broadcast.id}-${note}`} variant="outlined" sx={{ p: 1.5 }}>
          <Link to={paths.auctionBroadcast.getHref(broadcast.id)} sx={{ fontWeight: 700 }}>
            {broadcast.title}
          </Link>
          <Typography variant="body2" color="textSecondary">{`${hostedLabels[broadcast.status]} · ${note}`}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}

export const startNote = (b: LiveBroadcast): string => `Başlangıç ${formatDayAndTime(b.startedAt ?? b.scheduledAt)}`;
