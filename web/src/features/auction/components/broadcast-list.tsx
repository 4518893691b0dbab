import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLiveListBroadcasts } from '../api/sdk-hooks.ts';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { cardGridSx } from '@/lib/layout-styles.ts';
import { groupBroadcasts } from '../utils/broadcast-status.ts';
import { BroadcastCard } from './broadcast-card.tsx';

/** The broadcasts of one auction category, live ones first, then the scheduled ones. */
export function BroadcastList({ categoryId, categoryName }: { categoryId: number; categoryName: string }) {
  const broadcasts = useLiveListBroadcasts({ categoryId });
  if (broadcasts.isPending) {
    return (
      <Box role="status" aria-label="Yayınlar yükleniyor" sx={cardGridSx}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '16 / 12', height: 'auto' }} />
        ))}
      </Box>
    );
  }
  if (broadcasts.isError) return <LoadError message="Yayınlar şu anda yüklenemedi." onRetry={() => void broadcasts.refetch()} />;
  const groups = groupBroadcasts(broadcasts.data);
  if (groups.length === 0) return <EmptyState message={`${categoryName} kategorisinde şu an yayın yok.`} />;
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Stack key={group.status} component="section" aria-labelledby={`yayinlar-${group.status}`} spacing={1.5}>
          <Typography id={`yayinlar-${group.status}`} component="h2" variant="h6">
            {group.title}
          </Typography>
          <Box component="ul" aria-label={group.title} sx={cardGridSx}>
            {group.items.map((broadcast) => (
              <li key={broadcast.id}>
                <BroadcastCard broadcast={broadcast} />
              </li>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
