import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@carsi/sdk/main';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/utils/format.ts';
import { useRemoveDiscount, useStoreDiscounts } from '../api/use-store-discounts.ts';
import { DiscountDialog } from './discount-dialog.tsx';

type Editing = { product?: ProductSummary } | undefined;

/** İndirimler: the store's discounted products with their old and new prices; add, change or remove a discount. */
export function StoreDiscounts({ storeSlug }: { storeSlug: string }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<ProductSummary | undefined>(undefined);
  const discounts = useStoreDiscounts(page);
  const remove = useRemoveDiscount(() => setRemoving(undefined));
  const addButton = (
    <Button variant="contained" onClick={() => setEditing({})}>
      Ürüne indirim uygula
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          İndirimdeki ürünleriniz
        </Typography>
        {addButton}
      </Stack>
      {discounts.isPending ? (
        <LoadingBlock />
      ) : discounts.isError ? (
        <LoadError onRetry={() => void discounts.refetch()} />
      ) : discounts.data.items.length === 0 ? (
        <EmptyState message="İndirimde ürününüz yok. Bir ürüne indirim uyguladığınızda burada listelenir." />
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="İndirimdeki ürünler">
          {discounts.data.items.map((product) => (
            <Paper key={product.id} component="li" variant="outlined" aria-label={product.title} sx={{ p: 1.5 }}>
              <DiscountRow product={product} onEdit={() => setEditing({ product })} onRemove={() => setRemoving(product)} />
            </Paper>
          ))}
        </Stack>
      )}
      {discounts.data && discounts.data.totalPages > 1 && (
        <Pagination
          page={page}
          count={discounts.data.totalPages}
          onChange={(_event, next) => setPage(next)}
          sx={{ display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, itemPage) => (type === 'previous' ? 'Önceki sayfa' : type === 'next' ? 'Sonraki sayfa' : `Sayfa ${itemPage ?? ''}`)}
        />
      )}
      {editing && <DiscountDialog storeSlug={storeSlug} product={editing.product} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={removing !== undefined}
        title="İndirim kaldırılsın mı?"
        description={removing ? `${removing.title} yeniden liste fiyatı ${formatPrice(removing.price)} ile satılacak.` : ''}
        confirmLabel="İndirimi kaldır"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}

function DiscountRow({ product, onEdit, onRemove }: { product: ProductSummary; onEdit: () => void; onRemove: () => void }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box component="img" src={product.image.url} alt="" sx={{ width: 56, height: 75, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.100' }} />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Link to={paths.product.getHref(product.id)} color="inherit" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {product.title}
        </Link>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
            <span className="sr-only">İndirimli fiyat: </span>
            {formatPrice(product.discountedPrice ?? product.price)}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ textDecoration: 'line-through' }}>
            <span className="sr-only">Eski fiyat: </span>
            {formatPrice(product.price)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 700 }}>{`%${product.discountRate} indirim`}</Typography>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`${product.title} indirimini değiştir`}>
          Değiştir
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-label={`${product.title} indirimini kaldır`}>
          Kaldır
        </Button>
      </Stack>
    </Stack>
  );
}
