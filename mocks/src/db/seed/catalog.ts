import type { Faker } from '@faker-js/faker';
import { CAPS } from '../caps.ts';
import { slugify } from '../slug.ts';
import type { BrandRecord, CategoryRecord, ProductRecord, SellerRecord } from '../types.ts';
import { BRAND_NAMES } from './brands.ts';
import { CATEGORY_TREE, type LeafSeed } from './categories.ts';
import { SELLER_SEEDS } from './sellers.ts';
import { round } from '../money.ts';

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

/** Prices end in ,90 or ,99 like a real shop's. */
const shopPrice = (value: number): number => Math.max(9.9, Math.floor(value / 10) * 10 - 0.1);

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
  const sellers: SellerRecord[] = SELLER_SEEDS.map((s, i) => ({
    id: i + 1,
    name: s.name,
    slug: slugify(s.name),
    province: s.province,
    description: `${s.province} merkezli ${s.name}, ${faker.number.int({ min: 1995, max: 2020 })} yılından beri hizmetinizde.`,
    rating: round(faker.number.float({ min: 3.8, max: 4.9 })),
    ratingCount: faker.number.int({ min: 40, max: 6000 }),
    followerCount: faker.number.int({ min: 100, max: 25000 }),
    memberSince: faker.date.between({ from: '2016-01-01T00:00:00Z', to: '2023-12-31T00:00:00Z' }).toISOString(),
  }));

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
    products.push({
      id,
      title,
      slug,
      description: [`${title}.`, ...faker.helpers.arrayElements(DESCRIPTION_LINES, { min: 2, max: 3 })].join('\n'),
      price: shopPrice(faker.number.float({ min, max })),
      discountRate: discounted ? faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 40, 50, 60]) : 0,
      categoryId: leaf.id,
      brandId: brandId.get(brand) ?? 1,
      sellerId: faker.number.int({ min: 1, max: sellers.length }),
      platform: 'MARKETPLACE',
      properties: [
        { name: 'Marka', value: brand },
        { name: 'Seçenek', value: variant },
        { name: 'Menşei', value: faker.helpers.arrayElement(['Türkiye', 'Türkiye', 'Türkiye', 'Çin', 'Almanya']) },
      ],
      imageCount: faker.number.int({ min: 1, max: 4 }),
      rating: faker.datatype.boolean({ probability: 0.9 }) ? round(faker.number.float({ min: 3.2, max: 5 })) : 0,
      ratingCount: faker.number.int({ min: 0, max: 3500 }),
      favoriteCount: faker.number.int({ min: 0, max: 12000 }),
      freeShipping: faker.datatype.boolean({ probability: 0.55 }),
      shippingDays: faker.number.int({ min: 0, max: 4 }),
      // Every 20th product is out of stock, a few more have only one or two left.
      stock: id % 20 === 0 ? 0 : id % 7 === 0 ? faker.number.int({ min: 1, max: 2 }) : faker.number.int({ min: 5, max: 250 }),
      createdAt: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2025-10-31T00:00:00Z' }).toISOString(),
    });
  }
  return { categories, brands, sellers, products };
}

/** Price after the discount (absent when there is none). */
export function discountedPrice(product: Pick<ProductRecord, 'price' | 'discountRate'>): number | undefined {
  return product.discountRate > 0 ? round(product.price * (1 - product.discountRate / 100)) : undefined;
}

/** What one unit costs in the cart. */
export function unitPrice(product: Pick<ProductRecord, 'price' | 'discountRate'>): number {
  return discountedPrice(product) ?? product.price;
}
