import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ProductSummary } from '@carsi/sdk/main';
import { useState } from 'react';
import { formatPrice } from '@/utils/format.ts';
import { useStoreProductChoices } from '../api/use-store-discounts.ts';

interface StoreProductPickerProps {
  storeSlug: string;
  value: ProductSummary | null;
  onChange: (product: ProductSummary | null) => void;
  error?: string;
}

const optionLabel = (product: ProductSummary): string => `${product.title} · ${formatPrice(product.price)}`;

/** Chooses one of the store's own products by its name (the store page's listing, searched on the server). */
export function StoreProductPicker({ storeSlug, value, onChange, error }: StoreProductPickerProps) {
  const [text, setText] = useState('');
  // While a product is chosen the field shows its label; searching by that label would find nothing else.
  const choices = useStoreProductChoices(storeSlug, value ? '' : text);
  const options = choices.data?.items ?? [];
  return (
    <Autocomplete
      options={value && !options.some((p) => p.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server already filtered by the typed text.
      filterOptions={(all) => all}
      loading={choices.isPending}
      loadingText="Ürünler yükleniyor…"
      noOptionsText={choices.isError ? 'Ürünler yüklenemedi.' : 'Bu adla bir ürününüz yok.'}
      renderInput={(params) => <TextField {...params} label="Ürün" placeholder="Ürün adıyla arayın" error={error !== undefined} helperText={error} />}
    />
  );
}
