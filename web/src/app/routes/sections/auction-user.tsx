import { getAuctionGetUserQueryOptions } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { AuctionUser } from '@/features/auction/components/auction-user.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { positiveId } from '@/utils/positive-id.ts';

/** The public profile; the ban list beside it is a member's and is left to the browser. */
const queries: RouteQueries = (client, { params }) => {
  const id = positiveId(params.id);
  return id === undefined ? [] : [client.prefetchQuery(getAuctionGetUserQueryOptions(id))];
};

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function AuctionUserRoute() {
  const id = positiveId(useParams().id);
  if (id === undefined) return <NotFound />;
  return <AuctionUser key={id} id={id} />;
}
