import { getProduct } from '@carsi/sdk/main';
import { QueryClient } from '@tanstack/react-query';
import { platformLabels } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { isNotFoundError } from '@/lib/not-found.ts';
import { sectionApi } from '@/lib/section-api.ts';
import type { CardContent, CardSubject } from '../types.ts';

/** A marketplace product's card: its discounted price where it has one, the list price struck through. */
async function productContent(id: number): Promise<CardContent> {
  const product = await getProduct(id);
  const discounted = product.discountedPrice !== undefined && product.discountedPrice < product.price;
  return {
    title: product.title,
    price: discounted ? (product.discountedPrice ?? product.price) : product.price,
    listPrice: discounted ? product.price : undefined,
    pictureUrl: product.images[0]?.url,
    label: platformLabels.MARKETPLACE,
  };
}

/**
 * A section listing's card, asked through the family-neutral API of lib/section-api.ts (as the listing
 * page's loader asks). A family whose listings are exchanged (swap) says its price is an estimate.
 */
async function listingContent(subject: Extract<CardSubject, { kind: 'listing' }>): Promise<CardContent> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listing = await client.fetchQuery(sectionApi(subject.section).getGetProductQueryOptions(subject.id));
  const capabilities = sectionCapabilities[subject.section];
  return {
    title: listing.title,
    price: listing.price,
    pictureUrl: listing.images[0]?.url,
    label: capabilities.name,
    note: capabilities.sold ? undefined : 'Takas ilanı · tahmini değer',
  };
}

/** What the card of `subject` shows, or undefined when the service has no such record (404). */
export async function cardContentOf(subject: CardSubject): Promise<CardContent | undefined> {
  try {
    return subject.kind === 'product' ? await productContent(subject.id) : await listingContent(subject);
  } catch (error) {
    if (isNotFoundError(error)) return undefined;
    throw error;
  }
}
