import type { SellDraft } from './sell-draft.ts';

export type DraftField = 'title' | 'description' | 'categoryId' | 'brandId' | 'price' | 'province' | 'district' | 'images' | 'properties';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The contract's limits on a listing (title 5–100, description 20–3000, price ≥ 0, at least one image when new). */
export function validateDraft(draft: SellDraft, { imageCount, imagesRequired }: { imageCount: number; imagesRequired: boolean }): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title.length < 5) errors.title = 'Başlık en az 5 karakter olmalıdır.';
  else if (title.length > 100) errors.title = 'Başlık en fazla 100 karakter olabilir.';
  const description = draft.description.trim();
  if (description.length < 20) errors.description = 'Açıklama en az 20 karakter olmalıdır.';
  else if (description.length > 3000) errors.description = 'Açıklama en fazla 3000 karakter olabilir.';
  if (draft.categoryId === '') errors.categoryId = 'Bir kategori seçin.';
  const price = Number(draft.price.replace(',', '.'));
  if (draft.price.trim() === '' || !Number.isFinite(price) || price < 0) errors.price = 'Geçerli bir fiyat girin (0 veya daha fazla).';
  if (draft.province.trim() === '') errors.province = 'İl seçin.';
  if (draft.district.trim() === '') errors.district = 'İlçe seçin.';
  if (imagesRequired && imageCount === 0) errors.images = 'En az bir görsel ekleyin.';
  if (draft.properties.some((property) => (property.name.trim() === '') !== (property.value.trim() === ''))) {
    errors.properties = 'Her özelliğin adını ve değerini birlikte yazın.';
  }
  return errors;
}

/** Catalogue codes the server gives without a field name, and the field they belong to. */
export const draftCodeFields: Readonly<Record<string, DraftField>> = {
  '2000-0052': 'images',
  '2000-0096': 'images',
  '2000-0011': 'images',
  '2000-0024': 'images',
  '2000-0203': 'categoryId',
  '2000-0204': 'brandId',
};
