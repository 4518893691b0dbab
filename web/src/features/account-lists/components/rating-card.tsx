import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RatingTarget, type Rating as RatingData } from '@carsi/sdk/main';
import { formatDate } from '../../../utils/format.ts';

/** One rating the member wrote: what it is about, the stars, the comment and "Sil". */
export function RatingCard({ rating, onDelete, deleting }: { rating: RatingData; onDelete: () => void; deleting: boolean }) {
  const subject = rating.target === RatingTarget.PRODUCT ? (rating.product?.title ?? 'Ürün') : rating.seller.name;
  return (
    <Paper variant="outlined" component="article" aria-label={subject} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{subject}</Typography>
          <Rating value={rating.score} readOnly size="small" aria-label={`5 üzerinden ${rating.score} puan`} />
          {rating.comment && <Typography variant="body2">{rating.comment}</Typography>}
          {rating.rejectReason && (
            <Typography variant="body2" color="error">
              Onaylanmama nedeni: {rating.rejectReason}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {formatDate(rating.createdAt)}
          </Typography>
        </div>
        <Button size="small" color="error" onClick={onDelete} disabled={deleting} aria-label={`${subject} değerlendirmesini sil`}>
          Sil
        </Button>
      </Stack>
    </Paper>
  );
}
