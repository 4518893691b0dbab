import type { BlogArticle, Category, Image, ProductCondition, ProductDetail, ProductSummary, Rating } from '@carsi/sdk/main';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import type { BlogPosting, BreadcrumbList, Event, ItemAvailability, ItemList, Offer, OfferItemCondition, Product, WithContext } from 'schema-dts';
import { paths } from '@/config/paths.ts';
import { withContext } from './json-ld.ts';
import { absoluteUrl, SITE_NAME } from './site-url.ts';

/*
 * The structured data (JSON-LD) of the public pages, built from the page's own data. Typed with
 * schema-dts, so a field schema.org does not have, or a value of the wrong kind, fails the type check.
 * Google's product rich results read name, image and offers (price, priceCurrency, availability), and
 * itemCondition for used goods; web/src/lib/seo/structured-data.test.ts checks those on every builder.
 */

const CURRENCY = 'TRY';

/** The part of a listing (second-hand, craft, swap) the structured data reads. */
export interface ListingFacts {
  id: number;
  title: string;
  description: string;
  price: number;
  status: ProductCondition;
  state: string;
  images: Image[];
  categoryName?: string;
  seller: { name: string };
}

/** The seed's condition enum in schema.org's words: only a never-used item is new. */
export const itemConditionOf = (condition: ProductCondition): OfferItemCondition => (condition === 'NEW' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition');

const imagesOf = (images: readonly Image[], origin: string): string[] => images.map((image) => absoluteUrl(image.url, origin));

/** Up to 5 000 characters of plain text: crawlers cut descriptions much shorter, and a page stays light. */
const plain = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 5000);

/** Where a product page sits: the home page, its category path, the product. */
export function breadcrumbJsonLd(categories: readonly Category[], product: { title: string; url: string }, origin: string): WithContext<BreadcrumbList> {
  const steps = [
    { name: SITE_NAME, url: absoluteUrl(paths.home.getHref(), origin) },
    ...categories.map((category) => ({ name: category.name, url: absoluteUrl(paths.category.getHref(category.slug), origin) })),
    { name: product.title, url: product.url },
  ];
  return withContext<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  });
}

/** A marketplace product: its offer (the price after any discount), its ratings and the reviews the page shows. */
export function productJsonLd(product: ProductDetail, url: string, origin: string, reviews: readonly Rating[] = []): WithContext<Product> {
  const availability: ItemAvailability = product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: (product.discountedPrice ?? product.price).toFixed(2),
    priceCurrency: CURRENCY,
    availability,
    itemCondition: itemConditionOf(product.condition ?? 'NEW'),
    seller: { '@type': 'Organization', name: product.seller.name, url: absoluteUrl(paths.market.getHref(product.seller.slug), origin) },
  };
  const shown = reviews.filter((review) => review.approvalState === 'APPROVED');
  return withContext<Product>({
    '@type': 'Product',
    '@id': url,
    name: product.title,
    description: plain(product.description),
    image: imagesOf(product.images, origin),
    sku: String(product.id),
    category: product.category.name,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: offer,
    ...(product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.toFixed(1), reviewCount: product.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(shown.length > 0
      ? {
          review: shown.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt,
            reviewRating: { '@type': 'Rating', ratingValue: review.score, bestRating: 5, worstRating: 1 },
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
  });
}

/**
 * A second-hand, craft or swap listing. A swap listing is not sold: its offer carries the owner's
 * estimate of its value and says that it is given in exchange.
 */
export function listingJsonLd(listing: ListingFacts, url: string, origin: string, exchangeOnly: boolean): WithContext<Product> {
  const availability: ItemAvailability = listing.state === 'ACTIVE' ? 'https://schema.org/InStock' : listing.state === 'SOLD' || listing.state === 'SWAPPED' ? 'https://schema.org/SoldOut' : 'https://schema.org/OutOfStock';
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: listing.price.toFixed(2),
    priceCurrency: CURRENCY,
    availability,
    itemCondition: itemConditionOf(listing.status),
    seller: { '@type': 'Person', name: listing.seller.name },
    ...(exchangeOnly ? { name: 'Takas', description: 'Bu ilan satılmaz, takas edilir; fiyat ilan sahibinin tahmini değeridir.' } : {}),
  };
  return withContext<Product>({
    '@type': 'Product',
    '@id': url,
    name: listing.title,
    description: plain(listing.description),
    image: imagesOf(listing.images, origin),
    sku: String(listing.id),
    ...(listing.categoryName ? { category: listing.categoryName } : {}),
    offers: offer,
  });
}

/** A category, brand, store or search page: the products it lists, in their order. */
export function itemListJsonLd(name: string, items: readonly { title: string; url: string }[]): WithContext<ItemList> {
  return withContext<ItemList>({
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: item.url, name: item.title })),
  });
}

/** The list entries of marketplace products, for `itemListJsonLd`. */
export const productItems = (products: readonly ProductSummary[], origin: string) =>
  products.map((product) => ({ title: product.title, url: absoluteUrl(paths.product.getHref(product.id), origin) }));

export function blogPostingJsonLd(article: BlogArticle, url: string, origin: string): WithContext<BlogPosting> {
  return withContext<BlogPosting>({
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    headline: article.title,
    description: plain(article.excerpt),
    image: absoluteUrl(article.cover.url, origin),
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': `${origin}/#organization` },
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    articleSection: article.category.name,
    keywords: article.tags.join(', '),
    inLanguage: 'tr-TR',
  });
}

/** A live auction broadcast: an online event at its address, with its host. */
export function broadcastEventJsonLd(broadcast: LiveBroadcastDetail, url: string, origin: string): WithContext<Event> {
  return withContext<Event>({
    '@type': 'Event',
    '@id': url,
    name: broadcast.title,
    ...(broadcast.description ? { description: plain(broadcast.description) } : {}),
    image: absoluteUrl(broadcast.cover.url, origin),
    startDate: broadcast.startsAt,
    ...(broadcast.endedAt ? { endDate: broadcast.endedAt } : {}),
    // schema.org has no status for a running or finished event: it took place as scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Person', name: broadcast.host.name },
    isAccessibleForFree: true,
  });
}
