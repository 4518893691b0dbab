import { getGetCampaignPageQueryOptions } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { campaignPageParams } from '@/features/campaign/api/campaign-page.ts';
import { CampaignView } from '@/features/campaign/components/campaign-view.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The campaign (banner, heading, terms) with its products at the page in the address. */
const queries: RouteQueries = (client, { params, url }) => [
  client.prefetchQuery(getGetCampaignPageQueryOptions(params.slug ?? '', campaignPageParams(url.searchParams))),
];

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function CampaignRoute() {
  const slug = useParams().slug ?? '';
  return <CampaignView key={slug} slug={slug} />;
}
