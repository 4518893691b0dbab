import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Category, ProductCondition, SecondHandProduct, TradeRole } from '@carsi/sdk/main';
import { useListBrands } from '../api/sdk-hooks.ts';
import { isApiError } from '@carsi/sdk/runtime';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LocationFields } from '@/components/location/location-fields.tsx';
import { ShopImage } from '@/components/ui/shop-image.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { conditionLabels, conditionOrder } from '@/utils/condition-labels.ts';
import { draftCodeFields, validateDraft, type DraftErrors, type DraftField } from '../utils/draft-validation.ts';
import { clearDraft, emptyDraft, loadDraft, saveDraft, type SellDraft } from '../utils/sell-draft.ts';
import { AiSuggest } from './ai-suggest.tsx';
import { ImagePicker, type PickedImage } from './image-picker.tsx';

interface SellFormProps {
  section: SectionKey;
  categories: readonly Category[];
  /** The listing being edited; a new listing when absent. */
  listing?: SecondHandProduct;
  /** Reads image sizes; replaceable in tests. */
  measure?: (file: File) => Promise<{ width: number; height: number } | undefined>;
}

/** Native selects: easy on phones and screen readers (like the location fields). */
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

const fromListing = (listing: SecondHandProduct): SellDraft => ({
  title: listing.title,
  description: listing.description,
  categoryId: String(listing.categoryId),
  brandId: listing.brandId ? String(listing.brandId) : '',
  condition: listing.status,
  province: listing.province,
  district: listing.district,
  price: String(listing.price),
  shippingPayer: listing.shippingPayer,
  isOpenNegotiation: listing.isOpenNegotiation,
  properties: listing.properties ?? [],
});

const categoryLabel = (category: Category, byId: Map<number, Category>): string => {
  const parent = category.parentId === null ? undefined : byId.get(category.parentId);
  return parent ? `${parent.name} › ${category.name}` : category.name;
};

/** Puts the server's refusal on the field it concerns; the rest shows above the button. */
function serverErrors(error: unknown): { fields: DraftErrors; form?: string } {
  if (!isApiError(error)) return { fields: {}, form: 'İlan kaydedilemedi. Bilgileriniz korunuyor; tekrar deneyebilirsiniz.' };
  const fields: DraftErrors = {};
  for (const problem of error.fields) {
    const name = problem.field === 'status' ? undefined : (problem.field as DraftField);
    if (name) fields[name] = problem.message;
  }
  const byCode = draftCodeFields[error.code];
  if (byCode) fields[byCode] = error.message;
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed ? undefined : error.message };
}

/** The sell form (new and edit): what is typed is kept in this tab until the listing is saved. */
export function SellForm({ section, categories, listing, measure }: SellFormProps) {
  const capabilities = sectionCapabilities[section];
  const api = sectionApi(section);
  const navigate = useNavigate();
  const listingId = listing?.id;
  const [draft, setDraft] = useState<SellDraft>(() => loadDraft(section, listingId) ?? (listing ? fromListing(listing) : emptyDraft()));
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const brands = useListBrands({ pageSize: 100 }, { query: { enabled: capabilities.brand, staleTime: Infinity } });
  const success = { meta: { successMessage: listing ? 'İlan güncellendi, yeniden onaya gönderildi.' : 'İlanınız onaya gönderildi.' } };
  const create = api.useCreateProduct({ mutation: success });
  const update = api.useUpdateProduct({ mutation: success });
  const busy = create.isPending || update.isPending;

  useEffect(() => saveDraft(section, listingId, draft), [section, listingId, draft]);

  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const set = <K extends keyof SellDraft>(name: K, value: SellDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft, { imageCount: images.length, imagesRequired: listing === undefined });
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const properties = draft.properties.filter((property) => property.name.trim() !== '').map((p) => ({ name: p.name.trim(), value: p.value.trim() }));
    const data = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      price: Number(draft.price.replace(',', '.')),
      categoryId: Number(draft.categoryId),
      ...(capabilities.brand && draft.brandId !== '' ? { brandId: Number(draft.brandId) } : {}),
      status: draft.condition,
      province: draft.province,
      district: draft.district,
      shippingPayer: draft.shippingPayer,
      isOpenNegotiation: capabilities.negotiation ? draft.isOpenNegotiation : ('NO' as const),
      properties,
    };
    const files = images.map((image) => image.file);
    const done = {
      onSuccess: () => {
        // My listings, the summary and the section's lists are read again by the SDK's invalidation rules.
        clearDraft(section, listingId);
        void navigate(sectionPaths[section].listings.getHref());
      },
      onError: (error: unknown) => {
        const placed = serverErrors(error);
        setErrors(placed.fields);
        setFormError(placed.form);
      },
    };
    if (listingId === undefined) create.mutate({ data: { ...data, images: files } }, done);
    else update.mutate({ id: listingId, data: files.length > 0 ? { ...data, images: files } : data }, done);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={listing ? 'İlanı düzenle' : 'Yeni ilan'}>
      <AiSuggest
        categories={categories}
        onPick={(suggestion) => {
          setDraft((previous) => ({
            ...previous,
            title: suggestion.title,
            description: suggestion.description,
            categoryId: suggestion.categoryId === undefined ? previous.categoryId : String(suggestion.categoryId),
          }));
          setErrors({});
        }}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ImagePicker images={images} onChange={(next) => { setImages(next); setErrors((e) => ({ ...e, images: undefined })); }} error={errors.images} measure={measure} />
        {listing && images.length === 0 && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {/* The kept pictures themselves, so the seller sees what "korunur" keeps. */}
            <Box component="ul" aria-label="Şu anki görseller" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
              {listing.images.map((image, index) => (
                <Box component="li" key={image.url} sx={{ width: 132, height: 120, borderRadius: 0.5, overflow: 'hidden', bgcolor: 'grey.100' }}>
                  <ShopImage image={image} sizes="132px" alt={`Şu anki görsel ${index + 1}`} />
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="textSecondary">
              {`Şu anki ${listing.images.length} görsel korunur; yeni görsel eklerseniz hepsinin yerine geçer.`}
            </Typography>
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h2">
            İlan bilgileri
          </Typography>
          <TextField name="title" label="Başlık" required value={draft.title} onChange={(e) => set('title', e.target.value)}
            error={errors.title !== undefined} helperText={errors.title ?? `${draft.title.length}/100`} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField name="description" label="Açıklama" required multiline minRows={4} value={draft.description}
            onChange={(e) => set('description', e.target.value)} error={errors.description !== undefined}
            helperText={errors.description ?? 'Ürünün durumunu, kullanım süresini ve varsa kusurlarını yazın.'} slotProps={{ htmlInput: { maxLength: 3000 } }} />
          <TextField select slotProps={nativeSelect} name="categoryId" label="Kategori" required value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}
            error={errors.categoryId !== undefined} helperText={errors.categoryId}>
            <option value="">Kategori seçin</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {categoryLabel(category, byId)}
              </option>
            ))}
          </TextField>
          {capabilities.brand && (
            <TextField select slotProps={nativeSelect} name="brandId" label="Marka (isteğe bağlı)" value={draft.brandId} onChange={(e) => set('brandId', e.target.value)}
              error={errors.brandId !== undefined} helperText={errors.brandId}>
              <option value="">Markasız</option>
              {(brands.data?.items ?? []).map((brand) => (
                <option key={brand.id} value={String(brand.id)}>
                  {brand.name}
                </option>
              ))}
            </TextField>
          )}
          <TextField select slotProps={nativeSelect} name="condition" label="Ürünün durumu" value={draft.condition} onChange={(e) => set('condition', e.target.value as ProductCondition)}>
            {conditionOrder.map((condition) => (
              <option key={condition} value={condition}>
                {conditionLabels[condition]}
              </option>
            ))}
          </TextField>
          <Stack spacing={1}>
            <Typography variant="body2">Özellikler (renk, beden, malzeme…)</Typography>
            {draft.properties.map((property, index) => (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField size="small" label={`Özellik ${index + 1} adı`} value={property.name}
                  onChange={(e) => set('properties', draft.properties.map((p, i) => (i === index ? { ...p, name: e.target.value } : p)))} />
                <TextField size="small" label={`Özellik ${index + 1} değeri`} value={property.value}
                  onChange={(e) => set('properties', draft.properties.map((p, i) => (i === index ? { ...p, value: e.target.value } : p)))} />
                <Button size="small" onClick={() => set('properties', draft.properties.filter((_, i) => i !== index))}>
                  Kaldır
                </Button>
              </Stack>
            ))}
            {errors.properties && <Alert severity="warning">{errors.properties}</Alert>}
            <div>
              <Button size="small" startIcon={<Add />} disabled={draft.properties.length >= 30}
                onClick={() => set('properties', [...draft.properties, { name: '', value: '' }])}>
                Özellik ekle
              </Button>
            </div>
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h2">
            {capabilities.sold ? 'Fiyat ve teslimat' : 'Tahmini değer ve teslimat'}
          </Typography>
          <TextField name="price" label={capabilities.sold ? 'Fiyat' : 'Tahmini değer'} required value={draft.price} inputMode="decimal"
            onChange={(e) => set('price', e.target.value)} error={errors.price !== undefined} helperText={errors.price}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">TL</InputAdornment> } }} />
          {capabilities.negotiation && (
            <FormControlLabel
              control={<Switch checked={draft.isOpenNegotiation === 'YES'} onChange={(e) => set('isOpenNegotiation', e.target.checked ? 'YES' : 'NO')} />}
              label="Pazarlığa açık"
            />
          )}
          <TextField select slotProps={nativeSelect} name="shippingPayer" label="Kargo ücretini kim öder?" value={draft.shippingPayer}
            onChange={(e) => set('shippingPayer', e.target.value as TradeRole)}>
            <option value="BUYER">Alıcı öder</option>
            <option value="SELLER">Ben öderim</option>
          </TextField>
          <LocationFields
            value={{ province: draft.province, district: draft.district, neighborhood: '' }}
            errors={{ province: errors.province, district: errors.district }}
            withNeighborhood={false}
            onChange={(name, value) => {
              if (name === 'province') setDraft((previous) => ({ ...previous, province: value, district: '' }));
              if (name === 'district') set('district', value);
              setErrors((previous) => ({ ...previous, [name]: undefined }));
            }}
          />
        </Stack>
      </Paper>
      {formError && <Alert severity="error">{formError}</Alert>}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Kaydediliyor…' : listing ? 'Değişiklikleri kaydet' : 'İlanı yayınla'}
        </Button>
      </div>
    </Stack>
  );
}
