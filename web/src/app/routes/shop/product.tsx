import { getGetProductQueryOptions, getListProductReviewsQueryOptions, type ProductDetail } from '@carsi/sdk/main';
import { useGetProduct, useListProductReviews } from '@/features/product/api/sdk-hooks.ts';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { PageHead } from '@/components/seo/page-head.tsx';
import { paths } from '@/config/paths.ts';
import { addToCartFromForm } from '@/features/product/api/cart-form.ts';
import { productReviewsPage } from '@/features/product/api/review-pages.ts';
import { ProductSkeleton } from '@/features/product/components/product-skeleton.tsx';
import { preloadProductParts, ProductView } from '@/features/product/components/product-view.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { shareImage } from '@/lib/seo/share-image.ts';
import { absoluteUrl } from '@/lib/seo/site-url.ts';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data.ts';
import { formatPrice } from '@/utils/format.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { positiveId } from '@/utils/positive-id.ts';

/** The product, and the first page of its ratings (shown further down, and named in its structured data). */
const queries: RouteQueries = (client, { params }) => {
  const id = positiveId(params.id);
  return id === undefined ? [] : [client.prefetchQuery(getGetProductQueryOptions(id)), client.prefetchQuery(getListProductReviewsQueryOptions(id, productReviewsPage(1)))];
};

export const loader = serverLoader(queries, { record: true });
/** "Sepete ekle" pressed before the page's code has arrived (features/product/api/cart-form.ts). */
export const action = addToCartFromForm;
export const clientLoader = browserLoader(queries, preloadProductParts);

/** The product's head: its name and price, the seller's words, its picture, its offer and ratings as structured data. */
function ProductHead({ product }: { product: ProductDetail }) {
  const origin = useSiteOrigin();
  // Only what is in the cache already (the server's first page): the head never asks for more.
  const reviews = useListProductReviews(product.id, productReviewsPage(1), { query: { enabled: false } }).data?.items ?? [];
  const url = absoluteUrl(paths.product.getHref(product.id), origin);
  const price = formatPrice(product.discountedPrice ?? product.price);
  // Sellers often open the description with the product's name, which the description already starts with.
  const about = product.description.startsWith(product.title) ? product.description.slice(product.title.length).replace(/^[\s.,:;–-]+/, '') : product.description;
  return (
    <PageHead
      title={`${product.title} — Çarşı`}
      description={`${product.title} ${price}${product.freeShipping ? ', ücretsiz kargo' : ''}. ${product.seller.name} satıyor. ${about}`}
      image={shareImage(paths.socialCardProduct.getHref(product.id), product.images[0])}
      type="product"
      structuredData={[productJsonLd(product, url, origin, reviews), breadcrumbJsonLd(product.breadcrumb, { title: product.title, url }, origin)]}
    />
  );
}

export default function ProductRoute() {
  const id = positiveId(useParams().id) ?? 0;
  const valid = id > 0;
  const product = useGetProduct(id, { query: { enabled: valid } });
  // The product page is a heavy render: once the answer is in, it is rendered at transition priority, in
  // slices that leave the main thread free for input (the skeleton stays meanwhile). Only this id's answer.
  const deferred = useDeferredValue(product.data);
  const shown = deferred?.id === id ? deferred : undefined;
  if (!valid || isNotFoundError(product.error)) return <NotFound />;
  if (product.isError) return <ErrorPanel onRetry={() => void product.refetch()} />;
  if (!shown) return <ProductSkeleton />;
  return (
    <>
      <ProductHead product={shown} />
      <ProductView product={shown} />
    </>
  );
}
