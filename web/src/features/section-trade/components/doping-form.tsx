import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DopingInput, DopingPackage, DopingPackageOffer } from '@carsi/sdk/main';
import { useListCards } from '@/lib/api/cards.ts';
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { paths, sectionPaths } from '@/config/paths.ts';
import { useMyActiveSwapListings } from '../api/swap-offers.ts';
import { MyListingSelect } from './my-listing-select.tsx';
import { formatPrice } from '@/utils/format.ts';
import { dopingPackageHints, dopingPackageLabels, durationLabel } from '../utils/doping-labels.ts';

interface DopingFormProps {
  busy: boolean;
  /** The price list (packages in the order the shop offers them), read before the form is shown. */
  offers: readonly DopingPackageOffer[];
  onSubmit: (input: DopingInput) => void;
}

type Field = 'productId' | 'cardId';

/**
 * "İlanı öne çıkar": one of my active swap listings, a package and a duration from the price list, and
 * the card that pays; the amount to be charged is shown before the seller pays.
 */
export function DopingForm({ busy, offers, onSubmit }: DopingFormProps) {
  const listings = useMyActiveSwapListings(true);
  const cards = useListCards();
  const [productId, setProductId] = useState('');
  const [pack, setPack] = useState<DopingPackage | undefined>(offers[0]?.package);
  const [days, setDays] = useState<number | undefined>(offers[0]?.prices[0]?.durationDays);
  const [cardId, setCardId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const options = listings.data?.items ?? [];
  const savedCards = cards.data ?? [];
  // The first saved card is the default; the member may pick another.
  const chosenCard = cardId !== '' ? cardId : savedCards[0] ? String(savedCards[0].id) : '';
  const offer = offers.find((item) => item.package === pack);
  // A duration the chosen package is not sold for falls back to the package's first one.
  const price = offer?.prices.find((item) => item.durationDays === days) ?? offer?.prices[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const product = Number(productId);
    const card = Number(chosenCard);
    const next: Partial<Record<Field, string>> = {};
    if (!Number.isInteger(product) || product < 1) next.productId = 'Öne çıkarmak istediğiniz ilanı seçin.';
    if (!Number.isInteger(card) || card < 1) next.cardId = 'Ödeme için kayıtlı kartlarınızdan birini seçin.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !offer || !price) return;
    onSubmit({ productId: product, package: offer.package, durationDays: price.durationDays, cardId: card });
  };

  if (listings.data && options.length === 0) {
    return (
      <Alert severity="info">
        Öne çıkarmak için yayında bir takas ilanınız olmalı. <Link to={sectionPaths.swap.newListing.getHref()}>İlan ver</Link>
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="one-cikar-basligi" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id="one-cikar-basligi" component="h2" variant="h6">
        İlanı öne çıkar
      </Typography>
      <MyListingSelect
        label="İlan"
        value={productId}
        onChange={setProductId}
        error={errors.productId}
        help="Yalnızca yayındaki takas ilanlarınız öne çıkarılabilir."
        listings={options}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Paket"
          value={offer?.package ?? ''}
          onChange={(event) => setPack(offers.find((item) => item.package === event.target.value)?.package)}
          helperText={offer ? dopingPackageHints[offer.package] : ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          sx={{ flex: 2 }}
        >
          {offers.map((item) => (
            <option key={item.package} value={item.package}>
              {dopingPackageLabels[item.package]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Süre"
          value={price?.durationDays ?? ''}
          onChange={(event) => setDays(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          sx={{ flex: 1 }}
        >
          {(offer?.prices ?? []).map((item) => (
            <option key={item.durationDays} value={item.durationDays}>
              {`${durationLabel(item.durationDays)} — ${formatPrice(item.price)}`}
            </option>
          ))}
        </TextField>
      </Stack>
      {cards.data && savedCards.length === 0 ? (
        <Alert severity="warning">
          Öne çıkarma ücreti kayıtlı kartınızdan alınır. <Link to={paths.accountCards.getHref()}>Kart ekleyin</Link>
        </Alert>
      ) : (
        <TextField
          select
          label="Ödeme kartı"
          value={chosenCard}
          onChange={(event) => setCardId(event.target.value)}
          error={errors.cardId !== undefined}
          helperText={errors.cardId ?? 'Ücret bu karttan tek çekim olarak alınır.'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <option value="">Seçin</option>
          {savedCards.map((card) => (
            <option key={card.id} value={card.id}>
              {`${card.cardAlias} — **** ${card.lastFourDigits}`}
            </option>
          ))}
        </TextField>
      )}
      {price && (
        <Typography role="status" sx={{ fontWeight: 600 }}>
          Ödenecek tutar: {formatPrice(price.price)}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={busy || !price} sx={{ alignSelf: 'flex-start' }}>
        Öde ve öne çıkar
      </Button>
    </Stack>
  );
}
