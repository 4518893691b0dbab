import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatNumber, formatPrice } from '@/utils/format.ts';

interface AcceptOfferDialogProps {
  section: SectionKey;
  offer: { productId: number; price: number; title: string };
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Before a seller accepts: what the sale at the offered price leaves after commission and fees. */
export function AcceptOfferDialog({ section, offer, busy, onConfirm, onClose }: AcceptOfferDialogProps) {
  const titleId = useId();
  const earning = sectionApi(section).useGetEarningInfo({ price: offer.price, productId: offer.productId });
  const info = earning.data;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Teklifi kabul et</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          “{offer.title}” için {formatPrice(offer.price)} teklifini kabul ederseniz alıcı bu fiyatla ödeme yapabilir.
        </DialogContentText>
        {earning.isError && <Alert severity="warning">Kazanç bilgisi alınamadı; yine de kabul edebilirsiniz.</Alert>}
        {!info && !earning.isError && <Skeleton height={96} aria-label="Kazanç bilgisi yükleniyor" />}
        {info && (
          <Box component="dl" aria-label="Kazanç bilgisi" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <AmountRow label="Satış fiyatı" value={formatPrice(info.price)} />
            <AmountRow label={`Komisyon (%${formatNumber(info.commissionRate)})`} value={`− ${formatPrice(info.commissionAmount)}`} />
            <AmountRow label="Hizmet bedeli" value={`− ${formatPrice(info.serviceFee)}`} />
            {(info.shippingFee ?? 0) > 0 && <AmountRow label="Kargo" value={`− ${formatPrice(info.shippingFee ?? 0)}`} />}
            <AmountRow label="Size kalacak tutar" value={formatPrice(info.earning)} total />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button onClick={onConfirm} variant="contained" color="success" disabled={busy}>
          Kabul et
        </Button>
      </DialogActions>
    </Dialog>
  );
}
