import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { ProductGridSkeleton } from '@/components/product/product-grid.tsx';
import { useDeferredPage } from '@/hooks/use-deferred-page.ts';
import type { SectionConfig } from '../api/sections.ts';
import { useSectionListing } from '../api/use-section-listing.ts';
import { ListingGrid } from './listing-grid.tsx';
import { SectionCategories } from './section-categories.tsx';
import { SectionFilters } from './section-filters.tsx';
import { SectionSearch } from './section-search.tsx';
import { DateFilter } from '@carsi/sdk/main';
import { PageLinks } from '@/components/ui/page-links.tsx';
import { formatNumber } from '@/utils/format.ts';
import { sectionApi } from '@/lib/section-api.ts';
import { toFacetFilter } from '../utils/section-query.ts';

/** Categories, filters, the listing grid and its pages of one section home. */
export function SectionListingView({ section }: { section: SectionConfig }) {
  const { state, listings, change, hrefFor } = useSectionListing(section.hooks);
  const categories = section.hooks.useCategories();
  const facets = sectionApi(section.key).useGetSearchFilters(toFacetFilter(state));
  const filtered = state.category !== undefined || state.condition !== undefined || state.date !== DateFilter.ALL || state.search !== undefined;
  const { page, waiting } = useDeferredPage(listings);
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
        <SectionFilters state={state} facets={facets.data} onChange={change} />
        <Typography role="status" color="textSecondary">
          {total === undefined ? '' : `${formatNumber(total)} ilan bulundu`}
        </Typography>
      </Stack>
      {waiting ? (
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
