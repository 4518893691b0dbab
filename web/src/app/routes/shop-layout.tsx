import { getContentListStaticPagesQueryOptions } from '@carsi/sdk/content';
import { getGetMegaMenuQueryOptions, getListFooterKeywordsQueryOptions } from '@carsi/sdk/main';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { MainLayout, MainLayoutFrame } from '@/components/layout/main-layout.tsx';
import { Platform, platformOfPath } from '@/config/paths.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../route-data.ts';

/**
 * The header's mega menu, on every marketplace page (the sections have menus of their own), and the
 * footer's links on every page: the popular searches and the static pages. The server's page then
 * has its whole footer (crawlers, a visitor before the page's code), the one the browser keeps.
 */
const queries: RouteQueries = (client, { url }) => [
  ...(platformOfPath(url.pathname) === Platform.MARKETPLACE ? [client.prefetchQuery(getGetMegaMenuQueryOptions())] : []),
  client.prefetchQuery(getListFooterKeywordsQueryOptions()),
  client.prefetchQuery(getContentListStaticPagesQueryOptions()),
];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default MainLayout;

/** A page that is not there (404) or could not be made, inside the shop's header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <MainLayoutFrame>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPanel onRetry={() => window.location.reload()} />}</MainLayoutFrame>;
}
