import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { conditionLabels } from '../utils/condition-labels.ts';
import { toSummary } from '../utils/to-summary.ts';

export const FAVORITES_PAGE_SIZE = 24;

/** "Favorilerim" of a section: the member's favourite listings, newest first, each with "Favorilerden çıkar". */
export function FavoriteListings({ section }: { section: SectionKey }) {
  const api = sectionApi(section);
  const [page, setPage] = useState(1);
  const favorites = api.useListFavorites({ currentPage: page, pageSize: FAVORITES_PAGE_SIZE });
  // Removing a favourite reloads the list (spec §4); the listing's own page reads its heart again too (the SDK's invalidation rules).
  const remove = api.useRemoveFavorite();
  const totalPages = favorites.data?.totalPages;
  // The last favourite of the last page removed: show the page before instead of an empty one.
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(totalPages, 1)) setPage(Math.max(totalPages, 1));
  }, [page, totalPages]);

  if (favorites.isPending) return <LoadingBlock label="Favorileriniz yükleniyor…" />;
  if (favorites.isError) return <LoadError message="Favorileriniz şu anda yüklenemedi." onRetry={() => void favorites.refetch()} />;
  const { items } = favorites.data;
  const paths = sectionPaths[section];
  if (items.length === 0) {
    return (
      <EmptyState
        message={`${sectionCapabilities[section].name} bölümünde favori ilanınız yok. Beğendiğiniz ilanları “Favorilere ekle” ile buraya ekleyebilirsiniz.`}
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            İlanlara göz at
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label="Favori ilanlar"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {items.map((listing) => (
          <Box component="li" key={listing.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ProductCard product={toSummary(listing)} href={paths.listing.getHref(listing.id)} badges={[conditionLabels[listing.status]]} />
            <Button
              size="small"
              color="error"
              variant="outlined"
              disabled={remove.isPending && remove.variables.id === listing.id}
              onClick={() => remove.mutate({ id: listing.id })}
              aria-label={`${listing.title} ilanını favorilerden çıkar`}
            >
              Favorilerden çıkar
            </Button>
          </Box>
        ))}
      </Box>
      {(totalPages ?? 0) > 1 && (
        <Pagination count={totalPages} page={page} onChange={(_event, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}
