/** Reads and checks a multipart listing draft (create and update) the way the contract describes. */
import { MIN_IMAGE_SIZES } from '@carsi/sdk/runtime';
import { db } from '@mocks/db/database.ts';
import type { Condition, ListingRecord, Role } from '@mocks/db/vertical-types.ts';
import { failWith, invalid } from '@mocks/http/envelope.ts';
import { pixelSize, type PixelSize } from '@mocks/http/image-size.ts';
import type { ProductProperty } from '@mocks/db/types.ts';
import type { VerticalConfig } from '../config.ts';

const CONDITIONS: readonly string[] = ['REASONABLE', 'LIKE_NEW', 'GOOD', 'WORN', 'NEW'];

export type DraftFields = Pick<
  ListingRecord,
  'title' | 'description' | 'price' | 'condition' | 'categoryId' | 'brandId' | 'properties' | 'province' | 'district' | 'shippingPayer' | 'isOpenNegotiation'
>;

/** One uploaded picture as sent, with what its header bytes say. */
export interface DraftImage {
  bytes: Uint8Array<ArrayBuffer>;
  size: PixelSize;
}

export interface Draft {
  fields: DraftFields;
  /** undefined when the request sent no image part (an update keeps the images). */
  images: DraftImage[] | undefined;
}

const text = (form: FormData, key: string): string | undefined => {
  const value = form.get(key);
  return typeof value === 'string' ? value.trim() : undefined;
};

/** `properties` as one JSON array part (curl, the web form) or one JSON object part per property (the generated client). */
function properties(form: FormData): ProductProperty[] | undefined {
  const out: ProductProperty[] = [];
  for (const part of form.getAll('properties')) {
    if (typeof part !== 'string') return undefined;
    if (part.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(part);
    } catch {
      return undefined;
    }
    for (const p of Array.isArray(parsed) ? parsed : [parsed]) {
      if (typeof p !== 'object' || p === null) return undefined;
      const { name, value } = p as Record<string, unknown>;
      if (typeof name !== 'string' || typeof value !== 'string' || !name || !value) return undefined;
      out.push({ name, value });
    }
  }
  return out.length > 30 ? undefined : out;
}

const [large, small] = MIN_IMAGE_SIZES;

/** Image rule: below 400x400 is 2000-0096, below 600x800 2000-0052; no image 2000-0011, an empty part 2000-0024. */
async function checkImages(form: FormData, required: boolean): Promise<DraftImage[] | undefined | Response> {
  const parts = form.getAll('images');
  if (parts.length === 0) return required ? failWith('2000-0011') : undefined;
  if (parts.length > 10) return invalid('images');
  const images: DraftImage[] = [];
  for (const part of parts) {
    if (typeof part === 'string') return invalid('images');
    if (part.size === 0) return failWith('2000-0024');
    // The whole picture is read: it is kept and served back (db/uploads.ts), not only measured.
    const bytes = new Uint8Array(await part.arrayBuffer());
    const size = pixelSize(bytes.subarray(0, 64 * 1024));
    if (!size) return invalid('images');
    if (size.width < small.width || size.height < small.height) return failWith('2000-0096');
    if (size.width < large.width || size.height < large.height) return failWith('2000-0052');
    images.push({ bytes, size });
  }
  return images;
}

export async function readDraft(v: VerticalConfig, request: Request, creating: boolean): Promise<Draft | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) return invalid('images');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid('images');
  }
  const images = await checkImages(form, creating);
  if (images instanceof Response) return images;
  const bad: string[] = [];
  const title = text(form, 'title') ?? '';
  if (title.length < 5 || title.length > 100) bad.push('title');
  const description = text(form, 'description') ?? '';
  if (description.length < 20 || description.length > 3000) bad.push('description');
  const price = Number(text(form, 'price') ?? '0');
  if (!Number.isFinite(price) || price < 0) bad.push('price');
  const condition = text(form, 'status') ?? 'NEW';
  if (!CONDITIONS.includes(condition)) bad.push('status');
  const province = text(form, 'province') ?? '';
  if (!province) bad.push('province');
  const district = text(form, 'district') ?? '';
  if (!district) bad.push('district');
  const shippingPayer = text(form, 'shippingPayer') ?? '';
  if (shippingPayer !== 'SELLER' && shippingPayer !== 'BUYER') bad.push('shippingPayer');
  const negotiation = text(form, 'isOpenNegotiation') ?? 'YES';
  if (negotiation !== 'YES' && negotiation !== 'NO') bad.push('isOpenNegotiation');
  const props = properties(form);
  if (!props) bad.push('properties');
  const categoryId = Number(text(form, 'categoryId'));
  if (!Number.isInteger(categoryId) || categoryId < 1) bad.push('categoryId');
  const rawBrand = v.hasBrand ? text(form, 'brandId') : undefined;
  const brandId = rawBrand === undefined || rawBrand === '' || rawBrand === 'null' ? null : Number(rawBrand);
  if (brandId !== null && (!Number.isInteger(brandId) || brandId < 1)) bad.push('brandId');
  if (bad.length > 0) return invalid(...bad);
  if (!db.categories.some((c) => c.id === categoryId)) return failWith('2000-0203');
  if (brandId !== null && !db.brands.some((b) => b.id === brandId)) return failWith('2000-0204');
  return {
    fields: {
      title, description, price, condition: condition as Condition, categoryId, brandId, properties: props ?? [], province, district,
      shippingPayer: shippingPayer as Role, isOpenNegotiation: negotiation as 'YES' | 'NO',
    },
    images,
  };
}
