import { getAuctionListCategoriesQueryOptions } from '@carsi/sdk/main';
import { getLiveListBroadcastsQueryOptions } from '@carsi/sdk/live';
import { AuctionHome } from '@/features/auction/components/auction-home.tsx';
import { chosenAuctionCategory, topAuctionCategories } from '@/features/auction/utils/auction-category.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/**
 * The categories, then the broadcasts of the one the page shows (which needs the categories first: the
 * address names it by slug, or the first is taken).
 */
const queries: RouteQueries = (client, { url }) => [
  client.ensureQueryData(getAuctionListCategoriesQueryOptions()).then(async (categories) => {
    const chosen = chosenAuctionCategory(topAuctionCategories(categories), url.searchParams);
    if (chosen) await client.prefetchQuery(getLiveListBroadcastsQueryOptions({ categoryId: chosen.id }));
  }),
];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function AuctionHomeRoute() {
  return <AuctionHome />;
}
