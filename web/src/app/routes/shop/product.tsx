import { getGetProductQueryOptions, useGetProduct } from '@carsi/sdk/main';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { ProductSkeleton } from '@/features/product/components/product-skeleton.tsx';
import { ProductView } from '@/features/product/components/product-view.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { positiveId } from '@/utils/positive-id.ts';

const queries: RouteQueries = (client, { params }) => {
  const id = positiveId(params.id);
  return id === undefined ? [] : [client.prefetchQuery(getGetProductQueryOptions(id))];
};

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function ProductRoute() {
  const id = positiveId(useParams().id) ?? 0;
  const valid = id > 0;
  const product = useGetProduct(id, { query: { enabled: valid } });
  // The product page is a heavy render: once the answer is in, it is drawn at transition priority, in
  // slices that leave the main thread free for input (the skeleton stays meanwhile). Only this id's answer.
  const deferred = useDeferredValue(product.data);
  const shown = deferred?.id === id ? deferred : undefined;
  if (!valid || isNotFoundError(product.error)) return <NotFound />;
  if (product.isError) return <ErrorPanel onRetry={() => void product.refetch()} />;
  if (!shown) return <ProductSkeleton />;
  return (
    <>
      <title>{`${shown.title} — Çarşı`}</title>
      <ProductView product={shown} />
    </>
  );
}
