/** Store records → catalogue wire shapes of the contract (ProductSummary, ProductDetail, …). */
import { discountedPrice } from '../db/seed/catalog.ts';
import { db } from '../db/database.ts';
import { categoryById, categoryFamilyOf, productById, sellerById } from '../db/indexes.ts';
import type { BrandRecord, CategoryRecord, ProductRecord, SellerRecord } from '../db/types.ts';
import type { Brand, Category, Market, ProductDetail, ProductSummary, SellerSummary } from '@carsi/sdk/main';
import { imageOf, type ImageView } from '../shared/image.ts';
import { productReviewStats, sellerReviewStats } from './reviews.ts';

export function sellerSummary(seller: SellerRecord): SellerSummary {
  const reviews = sellerReviewStats(seller);
  return {
    id: seller.id,
    name: seller.name,
    slug: seller.slug,
    rating: reviews.rating,
    followerCount: seller.followerCount,
    logo: imageOf('sellers', `${seller.id}-logo`, `${seller.name} logosu`, 200, 200),
  };
}

export function marketView(seller: SellerRecord, followedBy?: number): Market {
  const followed = followedBy === undefined ? undefined : (db.follows.get(followedBy) ?? []).includes(seller.id);
  return {
    ...sellerSummary(seller),
    description: seller.description,
    cover: imageOf('sellers', `${seller.id}-cover`, `${seller.name} kapak görseli`, 1440, 400),
    ratingCount: sellerReviewStats(seller).ratingCount,
    productCount: db.products.filter((p) => p.sellerId === seller.id).length,
    province: seller.province,
    memberSince: seller.memberSince,
    ...(followed === undefined ? {} : { isFollowed: followed }),
  };
}

export function brandView(brand: BrandRecord): Brand {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    logo: imageOf('brands', brand.id, `${brand.name} logosu`, 200, 200),
    productCount: db.products.filter((p) => p.brandId === brand.id).length,
  };
}

export function categoryView(category: CategoryRecord): Category {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    parentId: category.parentId,
    level: category.level,
    image: imageOf('categories', category.id, category.name, 400, 400),
    productCount: productsUnder(category.id).length,
  };
}

/** The category and its descendants' ids (from the category index: the tree is not walked per request). */
export const categoryFamily = (id: number): ReadonlySet<number> => categoryFamilyOf(id);

export function productsUnder(categoryId: number): ProductRecord[] {
  const family = categoryFamily(categoryId);
  return db.products.filter((p) => family.has(p.categoryId));
}

export function breadcrumbOf(categoryId: number): CategoryRecord[] {
  const path: CategoryRecord[] = [];
  let current = categoryById(categoryId);
  while (current) {
    path.unshift(current);
    const parentId = current.parentId;
    current = parentId === null ? undefined : categoryById(parentId);
  }
  return path;
}

const productImage = (product: ProductRecord, i: number): ImageView =>
  imageOf('products', `${product.id}-${i + 1}`, i === 0 ? product.title : `${product.title}, görsel ${i + 1}`);

function productImages(product: ProductRecord): ImageView[] {
  return Array.from({ length: product.imageCount }, (_, i) => productImage(product, i));
}

const sellerOf = (product: ProductRecord): SellerRecord => {
  const seller = sellerById(product.sellerId) ?? db.sellers[0];
  if (!seller) throw new Error('store has no sellers');
  return seller;
};

/**
 * A card of a product list. The optional key is written with the value undefined when it does not
 * apply, which JSON leaves out (the encoded answer is the same): spreading `{}` or `{ key }` into the
 * middle of the literal made V8 build the card several times slower.
 */
export function productSummary(product: ProductRecord): ProductSummary {
  const reviews = productReviewStats(product);
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    price: product.price,
    discountedPrice: discountedPrice(product),
    discountRate: product.discountRate,
    // The first of productImages(), without drawing up the others; a product without images still shows one.
    image: productImage(product, 0),
    rating: reviews.rating,
    ratingCount: reviews.ratingCount,
    seller: sellerSummary(sellerOf(product)),
    platform: product.platform,
    freeShipping: product.freeShipping,
    stock: product.stock,
  };
}

export function productDetail(product: ProductRecord, viewerId?: number): ProductDetail {
  const category = categoryById(product.categoryId);
  const brand = db.brands.find((b) => b.id === product.brandId);
  const discounted = discountedPrice(product);
  const crumbs = breadcrumbOf(product.categoryId);
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    description: product.description,
    price: product.price,
    ...(discounted === undefined ? {} : { discountedPrice: discounted }),
    discountRate: product.discountRate,
    images: productImages(product),
    properties: product.properties,
    ...(brand ? { brand: brandView(brand) } : {}),
    category: category ? categoryView(category) : categoryView(crumbs[0] ?? { id: 1, name: 'Kategori', slug: 'kategori', parentId: null, level: 1 }),
    breadcrumb: crumbs.map(categoryView),
    seller: sellerSummary(sellerOf(product)),
    platform: product.platform,
    ...productReviewStats(product),
    questionCount: db.questions.filter((q) => q.productId === product.id).length,
    favoriteCount: product.favoriteCount,
    ...(viewerId === undefined ? {} : { isFavorite: (db.favorites.get(viewerId) ?? []).includes(product.id) }),
    freeShipping: product.freeShipping,
    shippingDays: product.shippingDays,
    stock: product.stock,
    createdAt: product.createdAt,
  };
}

export const findProduct = (id: number | undefined): ProductRecord | undefined =>
  id === undefined ? undefined : productById(id);
