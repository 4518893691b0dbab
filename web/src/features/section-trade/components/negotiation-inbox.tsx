import Stack from '@mui/material/Stack';
import type { Negotiation } from '@carsi/sdk/main';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatPrice } from '@/utils/format.ts';
import { useNegotiations } from '../api/negotiations.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { NegotiationRow } from './negotiation-row.tsx';
import { OfferListSection } from './offer-list-section.tsx';

const lists = [
  { role: 'SELLER', title: 'Gelen teklifler', empty: 'İlanlarınıza henüz teklif gelmedi.' },
  { role: 'BUYER', title: 'Verdiğim teklifler', empty: 'Henüz bir ilana teklif vermediniz.' },
] as const;

/** "Pazarlık teklifleri": offers received on my listings (accept after seeing the earning, reject) and offers I made. */
export function NegotiationInbox({ section }: { section: SectionKey }) {
  const api = sectionApi(section);
  const [accepting, setAccepting] = useState<Negotiation>();
  const [rejecting, setRejecting] = useState<Negotiation>();
  // The offers are read again by the SDK's invalidation rules.
  const onSuccess = () => {
    setAccepting(undefined);
    setRejecting(undefined);
  };
  const accept = api.useAcceptNegotiation({ mutation: { meta: { successMessage: 'Teklif kabul edildi.' }, onSuccess } });
  const reject = api.useRejectNegotiation({ mutation: { meta: { successMessage: 'Teklif reddedildi.' }, onSuccess } });
  const busy = accept.isPending || reject.isPending;

  return (
    <Stack spacing={4}>
      {lists.map((list) => (
        <OfferList
          key={list.role}
          section={section}
          {...list}
          busy={busy}
          onAccept={(offer) => (offer.role === 'SELLER' ? setAccepting(offer) : accept.mutate({ id: offer.id }))}
          onReject={setRejecting}
        />
      ))}
      {accepting && (
        <AcceptOfferDialog
          section={section}
          offer={{ productId: accepting.productId, price: accepting.price, title: accepting.product?.title ?? 'İlan' }}
          busy={busy}
          onConfirm={() => accept.mutate({ id: accepting.id })}
          onClose={() => setAccepting(undefined)}
        />
      )}
      {rejecting && (
        <ConfirmDialog
          open
          title="Teklif reddedilsin mi?"
          description={rejectText(rejecting)}
          confirmLabel="Reddet"
          busy={busy}
          onConfirm={() => reject.mutate({ id: rejecting.id })}
          onClose={() => setRejecting(undefined)}
        />
      )}
    </Stack>
  );
}

/** A rejection closes the negotiation for good, so the dialog says whose price is turned down. */
function rejectText(offer: Negotiation): string {
  const title = offer.product?.title ?? 'İlan';
  const price = offer.role === 'SELLER' ? offer.price : (offer.counterPrice ?? offer.price);
  const whose = offer.role === 'SELLER' ? 'alıcının' : 'satıcının karşı';
  return `“${title}” için ${whose} teklifi ${formatPrice(price)} reddedilecek. Bu işlem geri alınamaz.`;
}

interface OfferListProps {
  section: SectionKey;
  role: 'BUYER' | 'SELLER';
  title: string;
  empty: string;
  busy: boolean;
  onAccept: (offer: Negotiation) => void;
  onReject: (offer: Negotiation) => void;
}

function OfferList({ section, role, title, empty, busy, onAccept, onReject }: OfferListProps) {
  const offers = useNegotiations(section, role);
  const headingId = `teklifler-${role.toLowerCase()}`;
  return (
    <OfferListSection headingId={headingId} title={title} empty={empty} offers={offers}>
      {(offer) => <NegotiationRow key={offer.id} section={section} offer={offer} busy={busy} onAccept={onAccept} onReject={onReject} />}
    </OfferListSection>
  );
}
