import type { Faker } from '@faker-js/faker';
import { CAPS } from '../caps.ts';
import { slugify } from '../slug.ts';
import type { BrandRecord, CategoryRecord, ProductRecord, SellerRecord } from '../types.ts';
import { BRAND_NAMES } from './brands.ts';
import { CATEGORY_TREE, type LeafSeed } from './categories.ts';
import { SELLER_SEEDS } from './sellers.ts';
import { round } from '../money.ts';
import { DAY_MS, SEED_NOW_MS } from '../clock.ts';
import { crowdAverage } from '../crowd-reviews.ts';

export interface CatalogSeed {
  categories: CategoryRecord[];
  brands: BrandRecord[];
  sellers: SellerRecord[];
  products: ProductRecord[];
}

/** Ids: top level 1.., groups 10*top+g, leaves 100*group+l — stable and readable. */
function buildCategories(): { categories: CategoryRecord[]; leaves: { id: number; seed: LeafSeed }[] } {
  const categories: CategoryRecord[] = [];
  const leaves: { id: number; seed: LeafSeed }[] = [];
  const used = new Set<string>();
  const uniqueSlug = (name: string, parent?: string): string => {
    const plain = slugify(name);
    const slug = used.has(plain) && parent ? `${parent}-${plain}` : plain;
    used.add(slug);
    return slug;
  };
  CATEGORY_TREE.forEach((top, t) => {
    const topId = t + 1;
    const topSlug = uniqueSlug(top.name);
    categories.push({ id: topId, name: top.name, slug: topSlug, parentId: null, level: 1 });
    top.groups.forEach((group, g) => {
      const groupId = topId * 10 + g + 1;
      const groupSlug = uniqueSlug(group.name, topSlug);
      categories.push({ id: groupId, name: group.name, slug: groupSlug, parentId: topId, level: 2 });
      group.leaves.forEach((leaf, l) => {
        const leafId = groupId * 10 + l + 1;
        categories.push({ id: leafId, name: leaf.name, slug: uniqueSlug(leaf.name, topSlug), parentId: groupId, level: 3 });
        leaves.push({ id: leafId, seed: leaf });
      });
    });
  });
  return { categories, leaves };
}

/**
 * Prices the way Turkish shops write them: ,90 or ,99 under a round ten, or a round figure for the
 * dearer items (1.250 TL) — never ,91 or ,96. `style` (0–2) picks one of the three.
 */
export function shopPrice(value: number, style = 0): number {
  if (style === 2 && value >= 1000) return Math.max(1000, Math.round(value / 250) * 250);
  const tens = Math.max(10, Math.floor(value / 10) * 10);
  return round(style === 1 ? tens - 0.01 : tens - 0.1);
}

/** The list price of a drawn amount; the amount's own digits pick the ending (no further draw). */
const listPrice = (value: number): number => shopPrice(value, Math.floor(value) % 3);

/** A discounted price ends like a price: the lower ,90 (or ,99 when the list price does). */
export function shopDiscount(price: number, rate: number): number {
  const raw = price * (1 - rate / 100);
  const cents = Math.round((price % 1) * 100) === 99 ? 0.99 : 0.9;
  const candidate = Math.floor(raw) - 1 + cents;
  return round(candidate > 0 ? candidate : raw);
}

/** How many reviews a product has: most a few dozen, some none yet, the best sellers thousands. */
const reviewCount = (faker: Faker): number => {
  // One draw: the lowest 8 % are new products, the rest spread evenly over the orders of magnitude up to 3 000.
  const u = faker.number.float({ min: 0, max: 1 });
  return u < 0.08 ? 0 : Math.floor(Math.exp(((u - 0.08) / 0.92) * Math.log(3000)));
};

/** Discounts shops run: small ones often, deep ones rarely. */
const DISCOUNT_RATES = [5, 10, 10, 15, 15, 20, 20, 25, 30, 35, 40, 50, 60] as const;

const DESCRIPTION_LINES = [
  'Orijinal ve faturalı üründür.',
  'Siparişiniz özenle paketlenerek kargoya verilir.',
  '14 gün içinde ücretsiz iade hakkınız vardır.',
  'Türkiye geneline hızlı teslimat.',
  '2 yıl üretici garantilidir.',
] as const;

export function seedCatalog(faker: Faker): CatalogSeed {
  const { categories, leaves } = buildCategories();
  const brands: BrandRecord[] = BRAND_NAMES.map((name, i) => ({ id: i + 1, name, slug: slugify(name) }));
  const brandId = new Map(brands.map((b) => [b.name, b.id]));
  const sellers: SellerRecord[] = SELLER_SEEDS.map((s, i) => {
    const ratingCount = faker.number.int({ min: 40, max: 6000 });
    return {
      id: i + 1,
      name: s.name,
      slug: slugify(s.name),
      province: s.province,
      description: `${s.province} merkezli ${s.name}, ${faker.number.int({ min: 1995, max: 2020 })} yılından beri hizmetinizde.`,
      rating: crowdAverage('SELLER', i + 1, ratingCount),
      ratingCount,
      followerCount: faker.number.int({ min: 100, max: 25000 }),
      memberSince: faker.date.between({ from: '2016-01-01T00:00:00Z', to: '2023-12-31T00:00:00Z' }).toISOString(),
    };
  });
  // Each leaf is sold by the stores whose name promises it.
  const storesOf = new Map(leaves.map((leaf) => [leaf.id, sellers.filter((_, i) => SELLER_SEEDS[i]?.sells.includes(leaf.seed.name)).map((s) => s.id)]));

  const products: ProductRecord[] = [];
  const slugs = new Set<string>();
  for (let id = 1; id <= CAPS.products; id += 1) {
    const leaf = leaves[(id - 1) % leaves.length];
    if (!leaf) break;
    const brand = faker.helpers.arrayElement(leaf.seed.brands);
    const kind = faker.helpers.arrayElement(leaf.seed.kinds);
    const variant = faker.helpers.arrayElement(leaf.seed.variants);
    const title = `${brand} ${kind} ${variant}`;
    let slug = slugify(title);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const [min, max] = leaf.seed.priceRange;
    const discounted = faker.datatype.boolean({ probability: 0.4 });
    const ratingCount = reviewCount(faker);
    products.push({
      id,
      title,
      slug,
      description: [`${title}.`, ...faker.helpers.arrayElements(DESCRIPTION_LINES, { min: 2, max: 3 })].join('\n'),
      price: listPrice(faker.number.float({ min, max })),
      discountRate: discounted ? faker.helpers.arrayElement(DISCOUNT_RATES) : 0,
      categoryId: leaf.id,
      brandId: brandId.get(brand) ?? 1,
      sellerId: faker.helpers.arrayElement(storesOf.get(leaf.id) ?? [1]),
      platform: 'MARKETPLACE',
      properties: [
        { name: 'Marka', value: brand },
        { name: 'Seçenek', value: variant },
        { name: 'Menşei', value: faker.helpers.arrayElement(['Türkiye', 'Türkiye', 'Türkiye', 'Çin', 'Almanya']) },
      ],
      imageCount: faker.number.int({ min: 1, max: 4 }),
      // The reviews themselves are drawn on demand (db/crowd-reviews.ts); their average is the rating.
      rating: crowdAverage('PRODUCT', id, ratingCount),
      ratingCount,
      favoriteCount: Math.min(12000, Math.round(ratingCount * faker.number.float({ min: 0.5, max: 4 }))),
      freeShipping: faker.datatype.boolean({ probability: 0.55 }),
      shippingDays: faker.number.int({ min: 0, max: 4 }),
      // Every 20th product is out of stock, a few more have only one or two left.
      stock: id % 20 === 0 ? 0 : id % 7 === 0 ? faker.number.int({ min: 1, max: 2 }) : faker.number.int({ min: 5, max: 250 }),
      // Listed at least a month before the seed's "now"; a product with many reviews has been on sale for longer.
      createdAt: faker.date.between({ from: new Date(SEED_NOW_MS - (ratingCount > 500 ? 700 : 420) * DAY_MS), to: new Date(SEED_NOW_MS - 30 * DAY_MS) }).toISOString(),
    });
  }
  return { categories, brands, sellers, products };
}

/** Price after the discount (absent when there is none), ending like a shop's price. */
export function discountedPrice(product: Pick<ProductRecord, 'price' | 'discountRate'>): number | undefined {
  return product.discountRate > 0 ? shopDiscount(product.price, product.discountRate) : undefined;
}

/** What one unit costs in the cart. */
export function unitPrice(product: Pick<ProductRecord, 'price' | 'discountRate'>): number {
  return discountedPrice(product) ?? product.price;
}
