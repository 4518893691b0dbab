import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { ProductGridSkeleton } from '@/components/product/product-grid.tsx';
import type { SectionConfig } from '../api/sections.ts';
import { useSectionListing } from '../api/use-section-listing.ts';
import { ListingGrid } from './listing-grid.tsx';
import { SectionCategories } from './section-categories.tsx';
import { SectionFilters } from './section-filters.tsx';
import { SectionSearch } from './section-search.tsx';
import { DateFilter } from '@carsi/sdk/main';
import { PageLinks } from '@/components/ui/page-links.tsx';

/** Categories, filters, the listing grid and its pages of one section home. */
export function SectionListingView({ section }: { section: SectionConfig }) {
  const { state, listings, change, hrefFor } = useSectionListing(section.hooks);
  const categories = section.hooks.useCategories();
  const filtered = state.category !== undefined || state.condition !== undefined || state.date !== DateFilter.ALL || state.search !== undefined;
  // The grid of listing cards is the page's heaviest render: once the answer is in, it is drawn at
  // transition priority, in slices that leave the main thread free for input.
  const page = useDeferredValue(listings.data);
  // The count comes with the grid, in the same commit: alone it could wrap its row and move the skeleton.
  const total = page?.totalCount;

  return (
    <Stack spacing={2}>
      <SectionSearch value={state.search} sectionName={section.name} onSearch={(search) => change({ search })} />
      <SectionCategories
        categories={categories.data}
        selected={state.category}
        hrefFor={(category) => hrefFor({ category })}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <SectionFilters state={state} onChange={change} />
        <Typography role="status" color="text.secondary">
          {total === undefined ? '' : `${total.toLocaleString('tr-TR')} ilan bulundu`}
        </Typography>
      </Stack>
      {page === undefined && !listings.isError ? (
        <ProductGridSkeleton label="İlanlar yükleniyor" />
      ) : page && page.items.length > 0 ? (
        <>
          <ListingGrid section={section} listings={page.items} label={`${section.name} ilanları`} />
          <PageLinks
            page={state.page}
            totalPages={page.totalPages}
            hrefForPage={(page) => hrefFor({ page })}
          />
        </>
      ) : listings.isError ? (
        <LoadError message="İlanlar şu anda yüklenemedi." onRetry={() => void listings.refetch()} />
      ) : (
        <EmptyState
          message="Bu seçimlere uygun ilan bulunamadı."
          action={
            filtered ? (
              <Button variant="outlined" onClick={() => change({ category: undefined, condition: undefined, date: DateFilter.ALL, search: undefined })}>
                Filtreleri temizle
              </Button>
            ) : undefined
          }
        />
      )}
    </Stack>
  );
}
