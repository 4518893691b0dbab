import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useListCards, type DopingInput } from '@carsi/sdk/main';
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { paths, sectionPaths } from '@/config/paths.ts';
import { useMyActiveSwapListings } from '../api/swap-offers.ts';
import { MyListingSelect } from './my-listing-select.tsx';
import { dopingDurations, dopingPackageHints, dopingPackageLabels, dopingPackageOrder, isDopingDuration, isDopingPackage } from '../utils/doping-labels.ts';

interface DopingFormProps {
  busy: boolean;
  onSubmit: (input: DopingInput) => void;
}

type Field = 'productId' | 'cardId';

/** "İlanı öne çıkar": one of my active swap listings, a package, a duration and the card that pays. */
export function DopingForm({ busy, onSubmit }: DopingFormProps) {
  const listings = useMyActiveSwapListings(true);
  const cards = useListCards();
  const [productId, setProductId] = useState('');
  const [pack, setPack] = useState<string>(dopingPackageOrder[0] ?? 'SHOWCASE');
  const [days, setDays] = useState('7');
  const [cardId, setCardId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const options = listings.data?.items ?? [];
  const savedCards = cards.data ?? [];
  // The first saved card is the default; the member may pick another.
  const chosenCard = cardId !== '' ? cardId : savedCards[0] ? String(savedCards[0].id) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const product = Number(productId);
    const card = Number(chosenCard);
    const duration = Number(days);
    const next: Partial<Record<Field, string>> = {};
    if (!Number.isInteger(product) || product < 1) next.productId = 'Öne çıkarmak istediğiniz ilanı seçin.';
    if (!Number.isInteger(card) || card < 1) next.cardId = 'Ödeme için kayıtlı kartlarınızdan birini seçin.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !isDopingPackage(pack) || !isDopingDuration(duration)) return;
    onSubmit({ productId: product, package: pack, durationDays: duration, cardId: card });
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
          value={pack}
          onChange={(event) => setPack(event.target.value)}
          helperText={isDopingPackage(pack) ? dopingPackageHints[pack] : ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          sx={{ flex: 2 }}
        >
          {dopingPackageOrder.map((item) => (
            <option key={item} value={item}>
              {dopingPackageLabels[item]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Süre"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          sx={{ flex: 1 }}
        >
          {dopingDurations.map((item) => (
            <option key={item} value={item}>
              {item === 1 ? '1 gün' : `${item} gün`}
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
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Öne çıkar
      </Button>
    </Stack>
  );
}
