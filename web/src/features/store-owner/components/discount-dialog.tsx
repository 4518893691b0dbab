import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, DISCOUNT_CAPS, isApiError } from '@carsi/sdk/runtime';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { formatPrice } from '@/utils/format.ts';
import { useSaveDiscount } from '../api/use-store-discounts.ts';
import { checkDiscountRate, priceAfter } from '../utils/discount-rate.ts';
import { StoreProductPicker } from './store-product-picker.tsx';

/** Refusals that are about the typed percentage (the caps, a malformed number): shown on the field. */
const RATE_CODES: readonly string[] = ['2000-0037', '2000-0039', '1000-1016'];

interface DiscountDialogProps {
  storeSlug: string;
  /** The product whose discount is changed; without it the seller first chooses one of the store's products. */
  product?: ProductSummary;
  onClose: () => void;
}

/** Sets or changes a product's percentage discount, with the new price shown while typing. */
export function DiscountDialog({ storeSlug, product, onClose }: DiscountDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<ProductSummary | null>(product ?? null);
  const [typed, setTyped] = useState(product && product.discountRate > 0 ? String(product.discountRate) : '');
  const [errors, setErrors] = useState<{ product?: string; rate?: string; form?: string }>({});
  const save = useSaveDiscount(onClose);
  const check = checkDiscountRate(typed);
  // A cap is told as soon as it is typed; "empty" or "not a number" waits for the button.
  const liveError = typed.trim() !== '' && check.error !== undefined && /^\s*%?\s*\d+\s*%?\s*$/.test(typed) ? check.error : undefined;
  const rateError = errors.rate ?? liveError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...(chosen ? {} : { product: 'Lütfen indirim yapılacak ürünü seçin.' }), ...(check.error ? { rate: check.error } : {}) };
    setErrors(next);
    if (!chosen || check.rate === undefined) return;
    save.mutate(
      { id: chosen.id, data: { discountRate: check.rate } },
      {
        onError: (error) => {
          const message = isApiError(error) ? error.message : DEFAULT_FAILURE_MESSAGE;
          setErrors(isApiError(error) && RATE_CODES.includes(error.code) ? { rate: message } : { form: message });
        },
      },
    );
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Stack component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{product ? 'İndirimi değiştir' : 'Ürüne indirim uygula'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {product ? (
              <Typography sx={{ fontWeight: 600 }}>{product.title}</Typography>
            ) : (
              <StoreProductPicker
                storeSlug={storeSlug}
                value={chosen}
                onChange={(next) => {
                  setChosen(next);
                  setErrors((current) => ({ ...current, product: undefined, form: undefined }));
                }}
                error={errors.product}
              />
            )}
            <TextField
              label="İndirim oranı"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setErrors((current) => ({ ...current, rate: undefined, form: undefined }));
              }}
              error={rateError !== undefined}
              helperText={rateError ?? `Tam sayı, en fazla %${DISCOUNT_CAPS.product}.`}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">%</InputAdornment> },
              }}
            />
            {chosen && <PricePreview product={chosen} rate={check.rate} />}
            <FormError message={errors.form} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Kaydediliyor…' : 'İndirimi kaydet'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

/** The list price struck through and the price after the typed rate; the list price alone until the rate is valid. */
function PricePreview({ product, rate }: { product: ProductSummary; rate: number | undefined }) {
  return (
    <Stack direction="row" role="status" aria-live="polite" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      {rate === undefined ? (
        <Typography>{`Liste fiyatı: ${formatPrice(product.price)}`}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{`Tahmini yeni fiyat: ${formatPrice(priceAfter(product.price, rate))}`}</Typography>
          <Typography color="textSecondary" sx={{ textDecoration: 'line-through' }}>
            <span className="sr-only">Eski fiyat: </span>
            {formatPrice(product.price)}
          </Typography>
          <Typography sx={{ color: 'secondary.dark', fontWeight: 700 }}>{`%${rate} indirim`}</Typography>
        </>
      )}
    </Stack>
  );
}
