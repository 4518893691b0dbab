import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Negotiation } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { listingHref } from '../utils/listing-href.ts';
import { Link } from '@/components/ui/link.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { negotiationStatusColors, negotiationStatusLabels } from '../utils/negotiation-labels.ts';

/** `?teklif=<id>` on the section's payment page pays an accepted offer at its price. */
const OFFER_PARAM = 'teklif';

interface NegotiationRowProps {
  section: SectionKey;
  offer: Negotiation;
  busy: boolean;
  onAccept: (offer: Negotiation) => void;
  onReject: (offer: Negotiation) => void;
}

/** One offer: the listing, the prices, the state, and what the viewer may do with it now. */
export function NegotiationRow({ section, offer, busy, onAccept, onReject }: NegotiationRowProps) {
  const paths = sectionPaths[section];
  const title = offer.product?.title ?? 'İlan';
  const seller = offer.role === 'SELLER';
  // The seller answers a buyer's offer; the buyer answers the seller's counter offer.
  const mayAnswer = seller ? offer.status === 'PENDING' : offer.status === 'COUNTER_OFFERED';
  const payable = !seller && offer.status === 'ACCEPTED';
  return (
    <Stack component="li" spacing={1} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link to={listingHref(section, offer.productId)} sx={{ fontWeight: 600 }}>
          {title}
        </Link>
        <Chip size="small" color={negotiationStatusColors[offer.status]} label={negotiationStatusLabels[offer.status]} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        İlan fiyatı {formatPrice(offer.listPrice)} · {formatDate(offer.updatedAt)}
      </Typography>
      <Typography>
        {seller ? 'Alıcının teklifi' : 'Teklifiniz'}: <strong>{formatPrice(offer.price)}</strong>
        {offer.counterPrice != null && offer.status === 'COUNTER_OFFERED' && <> · Karşı teklif: <strong>{formatPrice(offer.counterPrice)}</strong></>}
      </Typography>
      {(mayAnswer || payable) && (
        <Stack direction="row" spacing={1}>
          {mayAnswer && (
            <>
              <Button variant="contained" color="success" size="small" disabled={busy} onClick={() => onAccept(offer)}>
                Kabul et
              </Button>
              <Button variant="outlined" color="error" size="small" disabled={busy} onClick={() => onReject(offer)}>
                Reddet
              </Button>
            </>
          )}
          {payable && (
            <Button component={RouterLink} to={`${paths.checkout.getHref()}?${OFFER_PARAM}=${offer.id}`} variant="contained" size="small">
              {`${formatPrice(offer.price)} ile satın al`}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
