import { getLiveGetBroadcastQueryOptions } from '@carsi/sdk/live';
import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { BroadcastDetail } from '@/features/auction/components/broadcast-detail.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { positiveId } from '@/utils/positive-id.ts';

/**
 * The broadcast (cover, state, host, lots), asked once like the page does (no retries: the live
 * service being away must not hold the page). A live lot's bids change by the second and are the
 * browser's to ask for.
 */
const queries: RouteQueries = (client, { params }) => {
  const id = positiveId(params.id);
  return id === undefined ? [] : [client.prefetchQuery(getLiveGetBroadcastQueryOptions(id, { query: { retry: false } }))];
};

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function AuctionBroadcastRoute() {
  const id = positiveId(useParams().id);
  if (id === undefined) return <NotFound />;
  return <BroadcastDetail key={id} id={id} />;
}
