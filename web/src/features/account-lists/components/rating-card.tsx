import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RatingApprovalState, RatingTarget, type Rating as RatingData } from '@carsi/sdk/main';
import { useState } from 'react';
import { formatDate } from '@/utils/format.ts';
import { useUpdateRating } from '../api/ratings.ts';
import { approvalStateLabels } from '../utils/rating-states.ts';
import { RatingForm } from './rating-form.tsx';
import { StarMeter } from '@/components/ui/star-meter.tsx';

/** One rating the member wrote: subject, stars, comment, moderation state, "Düzenle" and "Sil". */
export function RatingCard({ rating, onDelete, deleting }: { rating: RatingData; onDelete: () => void; deleting: boolean }) {
  const [editing, setEditing] = useState(false);
  const { update, isPending } = useUpdateRating(rating.target, rating.id, () => setEditing(false));
  const subject = rating.target === RatingTarget.PRODUCT ? (rating.product?.title ?? 'Ürün') : rating.seller.name;
  return (
    <Paper variant="outlined" component="article" aria-label={subject} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{subject}</Typography>
        <Chip
          size="small"
          label={approvalStateLabels[rating.approvalState]}
          color={rating.approvalState === RatingApprovalState.APPROVED ? 'success' : rating.approvalState === RatingApprovalState.NOT_APPROVED ? 'error' : 'default'}
        />
      </Stack>
      {editing ? (
        <RatingForm
          initial={{ score: rating.score, ...(rating.comment ? { comment: rating.comment } : {}) }}
          submitLabel="Kaydet"
          pending={isPending}
          onSubmit={update}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <StarMeter value={rating.score} label={`5 üzerinden ${rating.score} puan`} />
          {rating.comment && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{rating.comment}</Typography>}
          {rating.rejectReason && (
            <Typography variant="body2" color="error">
              Onaylanmama nedeni: {rating.rejectReason}
            </Typography>
          )}
          <Typography variant="caption" color="textSecondary" component="p">
            {formatDate(rating.createdAt)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" onClick={() => setEditing(true)} aria-label={`${subject} değerlendirmesini düzenle`}>
              Düzenle
            </Button>
            <Button size="small" color="error" onClick={onDelete} disabled={deleting} aria-label={`${subject} değerlendirmesini sil`}>
              Sil
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
