import { useGetProduct } from '@carsi/sdk/main';
import { isApiError } from '@carsi/sdk/runtime';
import { useParams } from 'react-router-dom';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { ProductSkeleton } from '@/features/product/components/product-skeleton.tsx';
import { ProductView } from '@/features/product/components/product-view.tsx';

export function ProductRoute() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const product = useGetProduct(id, { query: { enabled: valid } });
  if (!valid || (isApiError(product.error) && product.error.status === 404)) return <NotFound />;
  if (product.isError) return <ErrorPanel onRetry={() => void product.refetch()} />;
  if (!product.data) return <ProductSkeleton />;
  return (
    <>
      <title>{`${product.data.title} — Çarşı`}</title>
      <ProductView product={product.data} />
    </>
  );
}
