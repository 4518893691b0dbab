import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import { paths } from '@/config/paths.ts';
import { useFavorites, useRemoveFavoriteMutation } from '../api/favorites.ts';

/** Favorilerim: the products the member liked, each with "Favorilerden çıkar". */
export function FavoritesList() {
  const [page, setPage] = useState(1);
  const favorites = useFavorites(page);
  const remove = useRemoveFavoriteMutation();
  if (favorites.isPending) return <LoadingBlock />;
  if (favorites.isError) return <LoadError onRetry={() => void favorites.refetch()} />;
  const { items, totalPages } = favorites.data;
  if (items.length === 0) {
    return (
      <EmptyState
        message="Favori ürününüz yok. Beğendiğiniz ürünleri kalp simgesiyle buraya ekleyebilirsiniz."
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            Ürünlere göz at
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {items.map((product) => (
          <Box component="li" key={product.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ProductCard product={product} />
            <Button
              size="small"
              color="error"
              variant="outlined"
              disabled={remove.isPending && remove.variables?.id === product.id}
              onClick={() => remove.mutate({ id: product.id })}
              aria-label={`${product.title} ürününü favorilerden çıkar`}
            >
              Favorilerden çıkar
            </Button>
          </Box>
        ))}
      </Box>
      {totalPages > 1 && <Pagination count={totalPages} page={page} onChange={(_event, next) => setPage(next)} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
