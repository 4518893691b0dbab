import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SwapOffer } from '@carsi/sdk/main';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Link } from '@/components/ui/link.tsx';
import { swapApi } from '@/lib/section-api.ts';
import { formatDate } from '@/utils/format.ts';
import { useSwapOffers } from '../api/swap-offers.ts';
import { listingHref } from '../utils/listing-href.ts';
import { swapStatusColors, swapStatusLabels } from '../utils/swap-labels.ts';
import { BanUserButton } from './ban-user-button.tsx';
import { OfferListSection } from './offer-list-section.tsx';

const lists = [
  { role: 'SELLER', title: 'Gelen takas teklifleri', empty: 'İlanlarınıza henüz takas teklifi gelmedi.' },
  { role: 'BUYER', title: 'Gönderdiğim takas teklifleri', empty: 'Henüz takas teklif etmediniz.' },
] as const;

/** "Takas teklifleri": the inbox (accept, reject) and the outbox (cancel) with each offer's state. */
export function SwapOfferInbox() {
  const api = swapApi();
  const [asking, setAsking] = useState<{ action: Action; offer: SwapOffer }>();
  // Every read of swap (offers and both listings) is read again by the SDK's invalidation rules.
  const onSuccess = () => setAsking(undefined);
  const accept = api.useAcceptOffer({ mutation: { meta: { successMessage: 'Takas kabul edildi; iki ilan da takaslandı.' }, onSuccess } });
  const reject = api.useRejectOffer({ mutation: { meta: { successMessage: 'Takas teklifi reddedildi.' }, onSuccess } });
  const cancel = api.useCancelOffer({ mutation: { meta: { successMessage: 'Takas teklifiniz geri çekildi.' }, onSuccess } });
  const busy = accept.isPending || reject.isPending || cancel.isPending;
  const run = { accept: accept.mutate, reject: reject.mutate, cancel: cancel.mutate };
  const ask: Act = (action, offer) => setAsking({ action, offer });
  return (
    <Stack spacing={4}>
      {lists.map((list) => (
        <SwapList key={list.role} {...list} busy={busy} act={ask} />
      ))}
      {asking && (
        <ConfirmDialog
          open
          {...confirmTexts[asking.action](asking.offer.targetProduct?.title ?? 'İlan')}
          busy={busy}
          onConfirm={() => run[asking.action]({ id: asking.offer.id })}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Stack>
  );
}

type Action = 'accept' | 'reject' | 'cancel';
type Act = (action: Action, offer: SwapOffer) => void;

/** Every answer to a swap offer is final, so each one is asked first, in words saying what follows. */
const confirmTexts: Record<Action, (title: string) => { title: string; description: string; confirmLabel: string; confirmColor: 'error' | 'success' }> = {
  accept: (title) => ({
    title: 'Takas kabul edilsin mi?',
    description: `“${title}” ve karşılığında önerilen ilanlar takaslandı olarak işaretlenir, bekleyen diğer teklifler kapanır. Bu işlem geri alınamaz.`,
    confirmLabel: 'Takası kabul et',
    confirmColor: 'success',
  }),
  reject: (title) => ({
    title: 'Takas teklifi reddedilsin mi?',
    description: `“${title}” için gelen takas teklifi reddedilecek. Bu işlem geri alınamaz.`,
    confirmLabel: 'Reddet',
    confirmColor: 'error',
  }),
  cancel: (title) => ({
    title: 'Takas teklifiniz geri çekilsin mi?',
    description: `“${title}” için gönderdiğiniz takas teklifi geri çekilecek. Aynı teklifi yeniden göndermeniz gerekir.`,
    confirmLabel: 'Geri çek',
    confirmColor: 'error',
  }),
};

function SwapList({ role, title, empty, busy, act }: { role: 'BUYER' | 'SELLER'; title: string; empty: string; busy: boolean; act: Act }) {
  const offers = useSwapOffers(role);
  const headingId = `takas-${role.toLowerCase()}`;
  return (
    <OfferListSection headingId={headingId} title={title} empty={empty} offers={offers}>
      {(offer) => <SwapRow key={offer.id} offer={offer} busy={busy} act={act} />}
    </OfferListSection>
  );
}

function SwapRow({ offer, busy, act }: { offer: SwapOffer; busy: boolean; act: Act }) {
  const owner = offer.role === 'SELLER';
  const open = offer.status === 'PENDING';
  const offerer = offer.offeredProducts?.[0]?.seller.name;
  return (
    <Stack component="li" spacing={1} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>
          {owner ? 'İlanınız' : 'İstediğiniz ilan'}:{' '}
          <Link to={listingHref('swap', offer.targetProductId)}>{offer.targetProduct?.title ?? 'İlan'}</Link>
        </Typography>
        <Chip size="small" color={swapStatusColors[offer.status]} label={swapStatusLabels[offer.status]} />
      </Stack>
      <Typography>
        {owner ? 'Karşılığında önerilen' : 'Karşılığında verdiğiniz'}:{' '}
        {(offer.offeredProducts ?? []).map((p, i) => (
          <span key={p.id}>
            {i > 0 && ', '}
            <Link to={listingHref('swap', p.id)}>{p.title}</Link>
          </span>
        ))}
      </Typography>
      {offer.message && <Typography variant="body2">“{offer.message}”</Typography>}
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="textSecondary">
          {owner && offerer ? `${offerer} · ${formatDate(offer.createdAt)}` : formatDate(offer.createdAt)}
        </Typography>
        {owner && <BanUserButton userId={offer.offererId} name={offerer ?? 'Teklif sahibi'} />}
      </Stack>
      {open && (
        <Stack direction="row" spacing={1}>
          {owner ? (
            <>
              <Button variant="contained" color="success" size="small" disabled={busy} onClick={() => act('accept', offer)}>
                Takası kabul et
              </Button>
              <Button variant="outlined" color="error" size="small" disabled={busy} onClick={() => act('reject', offer)}>
                Reddet
              </Button>
            </>
          ) : (
            <Button variant="outlined" size="small" disabled={busy} onClick={() => act('cancel', offer)}>
              Teklifi geri çek
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
