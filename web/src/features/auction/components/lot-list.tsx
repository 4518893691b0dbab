import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveLot } from '@carsi/sdk/live';
import { formatNumber, formatPrice } from '@/utils/format.ts';

/** What a lot went for, its highest bid, or (no bid yet) that bidding opens at its opening price. */
function lotPriceLine(lot: LiveLot): string {
  if (lot.sold) return `Satış fiyatı: ${formatPrice(lot.currentPrice)}`;
  if (lot.bidCount === 0) return 'Henüz teklif yok';
  return `En yüksek teklif: ${formatPrice(lot.currentPrice)}`;
}

/** The items auctioned in a broadcast with their opening price, highest bid and bids. */
export function LotList({ lots }: { lots: readonly LiveLot[] }) {
  return (
    <Box component="ul" aria-label="Mezattaki ürünler" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {lots.map((lot) => (
        <li key={lot.id}>
          <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {lot.image && (
              <Box
                component="img"
                src={lot.image.url}
                alt={lot.image.alt}
                loading="lazy"
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
            )}
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {lot.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {`Açılış: ${formatPrice(lot.startPrice)} · ${formatNumber(lot.bidCount)} teklif`}
              </Typography>
              <Typography variant="body1" sx={{ fontWeight: 700 }}>
                {lotPriceLine(lot)}
              </Typography>
            </Stack>
            {lot.sold && <Chip label="Satıldı" color="success" size="small" />}
          </Paper>
        </li>
      ))}
    </Box>
  );
}
