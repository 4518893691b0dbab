import { LoadError } from '@/components/feedback/load-error.tsx';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid.tsx';
import { useDeferredPage } from '@/hooks/use-deferred-page.ts';
import { useListing } from '../api/use-listing.ts';
import { filtersOf, type ListingScope } from '../utils/listing-query.ts';
import { EmptyListing } from './empty-listing.tsx';
import { FilterBar } from './filter-bar.tsx';
import { PageLinks } from '@/components/ui/page-links.tsx';
import { SortSelect } from './sort-select.tsx';
import { formatNumber } from '@/utils/format.ts';

interface ListingViewProps {
  scope: ListingScope;
  /** What the grid is called for assistive technology ("Ayakkabı ürünleri"). */
  label: string;
}

/** Filters, order, product grid and pages of a search, category, brand or store page (listing-view.css). */
export function ListingView({ scope, label }: ListingViewProps) {
  const { state, products, filters, change, hrefForPage } = useListing(scope);
  const available = filtersOf(scope.kind);
  const filtered = available.some((filter) => state[filter] !== undefined);
  const { page, waiting } = useDeferredPage(products);
  const total = page?.totalCount;

  return (
    <div className="listing-view">
      <FilterBar available={available} state={state} filters={filters.data} onChange={change} />
      <div className="list-toolbar">
        <p role="status" className="list-toolbar__count">
          {total === undefined ? '' : `${formatNumber(total)} ürün bulundu`}
        </p>
        <SortSelect value={state.sort} onChange={(sort) => change({ sort })} />
      </div>
      {waiting ? (
        <ProductGridSkeleton label="Ürünler yükleniyor" />
      ) : page && page.items.length > 0 ? (
        <>
          <ProductGrid products={page.items} label={label} />
          <PageLinks page={state.page} totalPages={page.totalPages} hrefForPage={hrefForPage} />
        </>
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} message="Ürünler şu anda yüklenemedi." />
      ) : (
        <EmptyListing onClearFilters={filtered ? () => change({ category: undefined, brand: undefined, market: undefined }) : undefined} />
      )}
    </div>
  );
}
