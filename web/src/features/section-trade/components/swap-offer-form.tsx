import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { swapApi } from '@/lib/section-api.ts';
import { useMyActiveSwapListings, useSwapOffers } from '../api/swap-offers.ts';
import { MyListingSelect } from './my-listing-select.tsx';

interface SwapOfferFormProps {
  listing: { id: number; state: string };
}

/** "Takas teklif et": a member offers one of their own active swap listings for this one. */
export function SwapOfferForm({ listing }: SwapOfferFormProps) {
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  const enabled = sectionCapabilities.swap.swapOffers && listing.state === 'ACTIVE';
  const mine = useMyActiveSwapListings(enabled);
  const sent = useSwapOffers('BUYER');
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  // Every read of swap is read again by the SDK's invalidation rules.
  const create = swapApi().useCreateOffer({ mutation: { meta: { successMessage: 'Takas teklifiniz iletildi.' } } });
  if (!enabled) return null;

  const options = (mine.data?.items ?? []).filter((item) => item.id !== listing.id);
  const pending = sent.data?.items.find((offer) => offer.targetProductId === listing.id && offer.status === 'PENDING');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    requireLogin(() => {
      const id = Number(chosen);
      if (!Number.isInteger(id) || id < 1) {
        setError('Takas için ilanlarınızdan birini seçin.');
        return;
      }
      setError(undefined);
      const text = message.trim();
      create.mutate({ data: { targetProductId: listing.id, offeredProductIds: [id], ...(text ? { message: text } : {}) } });
    });
  };

  return (
    <Stack component="section" aria-labelledby="takas-teklifi-basligi" spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id="takas-teklifi-basligi" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Takas teklifi
      </Typography>
      {pending ? (
        <Alert severity="info">
          Bu ilana takas teklifiniz yanıt bekliyor ({pending.offeredProducts?.map((p) => p.title).join(', ') ?? 'ilanınız'}).{' '}
          <Link to={sectionPaths.swap.swapOffers.getHref()}>Takas tekliflerim</Link>
        </Alert>
      ) : loggedIn && mine.data && options.length === 0 ? (
        <Alert severity="info">
          Takas teklif etmek için yayında bir takas ilanınız olmalı. <Link to={sectionPaths.swap.newListing.getHref()}>İlan ver</Link>
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
          {loggedIn && (
            <>
              <MyListingSelect
                label="Karşılığında vereceğiniz ilan"
                value={chosen}
                onChange={setChosen}
                error={error}
                help="Yalnızca yayındaki takas ilanlarınız seçilebilir."
                listings={options}
              />
              <TextField
                label="Mesajınız (isteğe bağlı)"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                multiline
                minRows={2}
                size="small"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
            Takas teklif et
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
