import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatPrice } from '@/utils/format.ts';
import { useNegotiations } from '../api/negotiations.ts';
import { isOpen, negotiationStatusColors, negotiationStatusLabels } from '../utils/negotiation-labels.ts';
import { checkOfferPrice } from '../utils/offer-price.ts';

interface OfferFormProps {
  section: SectionKey;
  listing: { id: number; price: number; state: string };
}

/**
 * "Pazarlık teklifi" on a listing: a member offers a price below the listing's, sees the current offer
 * and its state, and may change it while the seller has not answered. A visitor is asked to log in.
 */
export function OfferForm({ section, listing }: OfferFormProps) {
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  const api = sectionApi(section);
  const mine = useNegotiations(section, 'BUYER');
  const current = mine.data?.items.find((n) => n.productId === listing.id && (isOpen(n.status) || n.status === 'ACCEPTED'));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  // The offers are read again by the SDK's invalidation rules.
  const onSuccess = () => setTyped('');
  const create = api.useCreateNegotiation({ mutation: { meta: { successMessage: 'Teklifiniz satıcıya iletildi.' }, onSuccess } });
  const update = api.useUpdateNegotiationOffer({ mutation: { meta: { successMessage: 'Teklifiniz güncellendi.' }, onSuccess } });

  if (!sectionCapabilities[section].negotiation || listing.state !== 'ACTIVE') return null;
  const canChange = current === undefined || (isOpen(current.status) && current.status === 'PENDING');
  const busy = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requireLogin(() => {
      const check = checkOfferPrice(typed, listing.price);
      if (!check.ok) {
        setError(check.message);
        return;
      }
      setError(undefined);
      if (current) update.mutate({ id: current.id, data: { price: check.price } });
      else create.mutate({ data: { productId: listing.id, price: check.price } });
    });
  };

  return (
    <Stack component="section" aria-labelledby="pazarlik-basligi" spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id="pazarlik-basligi" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Pazarlık teklifi
      </Typography>
      {current && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography>
            Teklifiniz: <strong>{formatPrice(current.price)}</strong>
          </Typography>
          <Chip size="small" color={negotiationStatusColors[current.status]} label={negotiationStatusLabels[current.status]} />
          {current.counterPrice != null && current.status === 'COUNTER_OFFERED' && (
            <Typography>Satıcının karşı teklifi: {formatPrice(current.counterPrice)}</Typography>
          )}
        </Stack>
      )}
      {current?.status === 'ACCEPTED' && <Alert severity="success">Satıcı teklifinizi kabul etti. Hesabınızdaki “Pazarlık teklifleri” sayfasından bu fiyatla ödeyebilirsiniz.</Alert>}
      {current?.status === 'COUNTER_OFFERED' && <Alert severity="info">Satıcının karşı teklifini hesabınızdaki “Pazarlık teklifleri” sayfasından yanıtlayabilirsiniz.</Alert>}
      {canChange && (
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={current ? 'Yeni teklifiniz (TL)' : 'Teklifiniz (TL)'}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error !== undefined}
            helperText={error ?? (loggedIn ? `İlan fiyatı ${formatPrice(listing.price)}; daha düşük bir tutar önerin.` : 'Teklif vermek için giriş yapmanız gerekir.')}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            size="small"
          />
          <Button type="submit" variant="outlined" disabled={busy}>
            {current ? 'Teklifi güncelle' : 'Teklif ver'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
