import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListMarketReviews } from '../api/sdk-hooks.ts';
import { useState } from 'react';
import Pagination from '@mui/material/Pagination';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { formatDate, formatNumber } from '@/utils/format.ts';
import { StarMeter } from '@/components/ui/star-meter.tsx';

const PAGE_SIZE = 10;

/** What buyers said about the store (approved ratings), page by page. */
export function StoreRatings({ slug }: { slug: string }) {
  const [currentPage, setCurrentPage] = useState(1);
  const ratings = useListMarketReviews(slug, { pageSize: PAGE_SIZE, currentPage });
  if (ratings.isPending) return <LoadingBlock />;
  if (ratings.isError) return <LoadError onRetry={() => void ratings.refetch()} />;
  if (ratings.data.items.length === 0) return <EmptyState message="Mağazanız henüz değerlendirilmedi." />;
  return (
    <Stack spacing={1.5}>
      <Typography role="status" color="textSecondary">{`${formatNumber(ratings.data.totalCount)} onaylı değerlendirme`}</Typography>
      {ratings.data.items.map((rating) => (
        <Paper key={rating.id} variant="outlined" sx={{ p: 2 }}>
          <StarMeter value={rating.score} label={`5 üzerinden ${rating.score} puan`} />
          {rating.comment && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{rating.comment}</Typography>}
          <Typography variant="caption" color="textSecondary">{`${rating.authorName} · ${formatDate(rating.createdAt)}`}</Typography>
        </Paper>
      ))}
      {ratings.data.totalPages > 1 && (
        <Pagination
          page={currentPage}
          count={ratings.data.totalPages}
          onChange={(_event, page) => setCurrentPage(page)}
          getItemAriaLabel={(type, page) => (type === 'page' ? `Sayfa ${page ?? ''}` : type === 'next' ? 'Sonraki sayfa' : 'Önceki sayfa')}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
