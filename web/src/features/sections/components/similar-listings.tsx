import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductGridSkeleton } from '@/components/product/product-grid.tsx';
import type { SectionConfig } from '../api/sections.ts';
import { ListingGrid } from './listing-grid.tsx';

const SIMILAR_COUNT = 8;

/** Listings of the same category and price band; nothing when there are none. */
export function SimilarListings({ section, id }: { section: SectionConfig; id: number }) {
  const similar = section.hooks.useSimilar(id, SIMILAR_COUNT);
  if (!similar.isPending && (similar.data ?? []).length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="benzer-ilanlar" spacing={1.5}>
      <Typography id="benzer-ilanlar" component="h2" variant="h6">
        Benzer ilanlar
      </Typography>
      {similar.data ? (
        <ListingGrid section={section} listings={similar.data} label="Benzer ilanlar" />
      ) : (
        <ProductGridSkeleton count={4} label="Benzer ilanlar yükleniyor" />
      )}
    </Stack>
  );
}
