import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RatingPage } from '@carsi/sdk/main';
import { formatDate } from '@/utils/format.ts';
import { StarMeter } from '@/components/ui/star-meter.tsx';

interface RatingListProps {
  page: RatingPage | undefined;
  isPending: boolean;
  empty: string;
  loadingLabel: string;
}

/** Scores with their comments, newest first as the server sends them. */
export function RatingList({ page, isPending, empty, loadingLabel }: RatingListProps) {
  if (isPending) return <Skeleton variant="rounded" height={120} aria-label={loadingLabel} />;
  if (!page || page.items.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <Stack component="ul" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {page.items.map((rating) => (
        <li key={rating.id}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <StarMeter value={rating.score} />
            <Typography variant="body2" className="sr-only">{`5 üzerinden ${rating.score} puan`}</Typography>
            <Typography variant="caption" color="textSecondary">
              {`${rating.authorName} · ${formatDate(rating.createdAt)}`}
            </Typography>
          </Stack>
          {rating.comment && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {rating.comment}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}
