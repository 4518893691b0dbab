import { getContentGetStaticPageQueryOptions } from '@carsi/sdk/content';
import { useParams } from 'react-router-dom';
import { StaticPage } from '@/features/static-pages/components/static-page.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The content service's page (its body is sanitised and rendered in the browser: components/ui/html-content.tsx). */
const queries: RouteQueries = (client, { params }) => (params.slug ? [client.prefetchQuery(getContentGetStaticPageQueryOptions(params.slug))] : []);

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function StaticPageRoute() {
  const { slug = '' } = useParams();
  return <StaticPage key={slug} slug={slug} />;
}
