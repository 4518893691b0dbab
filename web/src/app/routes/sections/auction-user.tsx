import { getAuctionGetUserQueryOptions } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { AuctionUser } from '@/features/auction/components/auction-user.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

const userId = (param: string | undefined): number | undefined => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The public profile; the ban list beside it is a member's and is left to the browser. */
const queries: RouteQueries = (client, { params }) => {
  const id = userId(params.id);
  return id === undefined ? [] : [client.prefetchQuery(getAuctionGetUserQueryOptions(id))];
};

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function AuctionUserRoute() {
  const id = userId(useParams().id);
  if (id === undefined) return <NotFound />;
  return <AuctionUser key={id} id={id} />;
}
