import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { parseTurkishPrice } from '@/lib/validation.ts';
import { formatPrice } from '@/utils/format.ts';
import { usePlaceBid } from '../api/bids.ts';
import { bidSchema, type BidValues } from '../utils/bid-schema.ts';

interface BidFormProps {
  lotId: number;
  nextMinimumBid: number;
}

/** Bids from the catalogue that belong to the amount field. */
const codeFields = { '2000-0301': 'amount' } as const;

/** The amount of a bid on the current lot; what was typed stays when the bid is refused. */
export function BidForm({ lotId, nextMinimumBid }: BidFormProps) {
  const schema = useMemo(() => bidSchema(nextMinimumBid), [nextMinimumBid]);
  const initial = useMemo<BidValues>(() => ({ amount: '' }), []);
  const form = useZodForm(schema, initial, { codeFields });
  const place = usePlaceBid(lotId);
  const [typing, setTyping] = useState(false);
  const [seenMinimum, setSeenMinimum] = useState(nextMinimumBid);
  // Someone outbid the amount in the field (the member's last bid or an earlier suggestion): it moves up
  // to the new lowest valid bid, unless the member is in the field typing their own.
  if (seenMinimum !== nextMinimumBid) {
    setSeenMinimum(nextMinimumBid);
    const typed = parseTurkishPrice(form.values.amount.trim());
    if (!typing && typed !== undefined && typed < nextMinimumBid) form.setValue('amount', String(nextMinimumBid));
  }
  const submit = form.handleSubmit(({ amount }) => place.mutate({ id: lotId, data: { amount } }, { onError: form.applyServerError }));
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label="Teklif ver">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          name="amount"
          label="Teklifiniz (TL)"
          inputMode="decimal"
          autoComplete="off"
          value={form.values.amount}
          onChange={(event) => form.setValue('amount', event.target.value)}
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
          error={form.errors.amount !== undefined}
          helperText={form.errors.amount ?? `En az ${formatPrice(nextMinimumBid)}`}
          sx={{ flex: 1 }}
        />
        <Button type="button" variant="outlined" onClick={() => form.setValue('amount', String(nextMinimumBid))} sx={{ minHeight: 56 }}>
          {`${formatPrice(nextMinimumBid)} öner`}
        </Button>
        <Button type="submit" variant="contained" disabled={place.isPending} sx={{ minHeight: 56 }}>
          {place.isPending ? 'Gönderiliyor…' : 'Teklif ver'}
        </Button>
      </Stack>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
    </Stack>
  );
}
