import { mergeGuestCart } from '@carsi/sdk';
import { getGetCartQueryKey } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { lazyNotifier } from '@/lib/lazy-notifier.ts';
import { useGuestCart } from '../api/use-guest-cart.ts';

const NOT_MOVED = 'Bağlantı sorunu nedeniyle aktarılamadı.';

/**
 * Guest-cart lines the server refused at login (or could not take), shown to the member on the cart
 * page with the catalogue's reason, a retry and a remove, until each is resolved: nothing the guest
 * chose disappears silently.
 */
export function GuestCartLeftovers() {
  const { entries, removeLine } = useGuestCart();
  const client = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const titleId = useId();
  if (entries.length === 0) return null;

  const retry = async () => {
    setRetrying(true);
    const result = await mergeGuestCart();
    setRetrying(false);
    await client.invalidateQueries({ queryKey: getGetCartQueryKey() });
    if (result === 'merged') lazyNotifier.success('Ürünler sepetinize aktarıldı.');
    else lazyNotifier.warning('Bazı ürünler yine aktarılamadı; nedenleri listede.');
  };

  return (
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- not redundant: without it MUI's Alert makes the section role="alert", announced instead of read as a region.
    <Alert severity="warning" component="section" role="region" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <AlertTitle id={titleId} component="h2">
        Hesabınızdaki sepete aktarılamayan ürünler
      </AlertTitle>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map(({ line, product }) => (
          <Stack component="li" key={line.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              <strong>{product?.title ?? 'Ürün'}</strong> × {line.quantity} — {line.refused ? errorMessageFor(line.refused) : NOT_MOVED}
            </Typography>
            <Button size="small" color="inherit" onClick={() => removeLine(line.id)} aria-label={`${product?.title ?? 'Ürünü'} listeden kaldır`}>
              Kaldır
            </Button>
          </Stack>
        ))}
      </Stack>
      <Button variant="outlined" color="inherit" size="small" sx={{ mt: 1.5 }} onClick={() => void retry()} disabled={retrying}>
        {retrying ? 'Aktarılıyor…' : 'Tekrar dene'}
      </Button>
    </Alert>
  );
}
