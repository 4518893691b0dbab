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
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { formatNumber } from '@/utils/format.ts';
import { sectionApi } from '@/lib/section-api.ts';
import { toFacetFilter } from '../utils/section-query.ts';

/** Categories, filters, the listing grid and its pages of one section home (section-listing.css). */
export function SectionListingView({ section }: { section: SectionConfig }) {
  const { state, listings, change, hrefFor } = useSectionListing(section.hooks);
  const categories = section.hooks.useCategories();
  const facets = sectionApi(section.key).useGetSearchFilters(toFacetFilter(state));
  const filtered = state.category !== undefined || state.condition !== undefined || state.date !== DateFilter.ALL || state.search !== undefined;
  const { page, waiting } = useDeferredPage(listings);
  const total = page?.totalCount;

  return (
    <div className="section-listing">
      <SectionSearch value={state.search} sectionName={section.name} onSearch={(search) => change({ search })} />
      <SectionCategories categories={categories.data} selected={state.category} hrefFor={(category) => hrefFor({ category })} />
      <div className="list-toolbar">
        <SectionFilters state={state} facets={facets.data} onChange={change} />
        <p role="status" className="list-toolbar__count">
          {total === undefined ? '' : `${formatNumber(total)} ilan bulundu`}
        </p>
      </div>
      {waiting ? (
        <ProductGridSkeleton label="İlanlar yükleniyor" />
      ) : page && page.items.length > 0 ? (
        <>
          <ListingGrid section={section} listings={page.items} label={`${section.name} ilanları`} />
          <PageLinks page={state.page} totalPages={page.totalPages} hrefForPage={(page) => hrefFor({ page })} />
        </>
      ) : listings.isError ? (
        <LoadError message="İlanlar şu anda yüklenemedi." onRetry={() => void listings.refetch()} />
      ) : (
        <EmptyState
          message="Bu seçimlere uygun ilan bulunamadı."
          action={
            filtered ? (
              <ShellButton
                variant="outlined"
                color="primary"
                onClick={() => change({ category: undefined, condition: undefined, date: DateFilter.ALL, search: undefined })}
              >
                Filtreleri temizle
              </ShellButton>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
