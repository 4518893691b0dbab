import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RatingTarget, type RatableItem } from '@carsi/sdk/main';
import { useState } from 'react';
import { formatDate } from '@/utils/format.ts';
import { useRateItem } from '../api/ratings.ts';
import { RatingForm } from './rating-form.tsx';

/** A delivered product or seller still to rate, with the form to rate it. */
export function RatableCard({ item, initiallyOpen = false }: { item: RatableItem; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { rate, isPending } = useRateItem(item);
  const subject = item.target === RatingTarget.PRODUCT ? (item.product?.title ?? 'Ürün') : item.seller.name;
  return (
    <Paper variant="outlined" component="article" aria-label={subject} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <div>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{subject}</Typography>
          <Typography variant="caption" color="textSecondary">
            {item.target === RatingTarget.PRODUCT ? `Satıcı: ${item.seller.name} · ` : ''}
            {`Teslim: ${formatDate(item.deliveredAt)} · Sipariş no ${item.orderId}`}
          </Typography>
        </div>
        {open ? (
          <RatingForm submitLabel="Değerlendir" pending={isPending} onSubmit={rate} onCancel={() => setOpen(false)} />
        ) : (
          <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }} aria-label={`Değerlendir: ${subject}`}>
            Değerlendir
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
