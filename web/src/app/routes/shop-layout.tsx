import { getContentListStaticPagesQueryOptions } from '@carsi/sdk/content';
import { getGetMegaMenuQueryOptions, getListFooterKeywordsQueryOptions } from '@carsi/sdk/main';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { MainLayout, MainLayoutFrame } from '@/components/layout/main-layout.tsx';
import { Platform, platformOfPath } from '@/config/paths.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../route-data.ts';

/** The header's mega menu, on every marketplace page (the sections have menus of their own). */
const megaMenu: RouteQueries = (client, { url }) =>
  platformOfPath(url.pathname) === Platform.MARKETPLACE ? [client.prefetchQuery(getGetMegaMenuQueryOptions())] : [];

/**
 * On the server, the footer's links too (the popular searches and the static pages): the page then has
 * its whole footer (crawlers, a visitor before the page's code), the one the browser keeps. In the
 * browser the footer stays across moves and its own hooks ask, so a move does not ask for it again.
 */
const withFooter: RouteQueries = (client, route) => [
  ...megaMenu(client, route),
  client.prefetchQuery(getListFooterKeywordsQueryOptions()),
  client.prefetchQuery(getContentListStaticPagesQueryOptions()),
];

export const loader = serverLoader(withFooter);
export const clientLoader = browserLoader(megaMenu);

export default MainLayout;

/** A page that is not there (404) or could not be made, inside the shop's header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <MainLayoutFrame>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPanel onRetry={() => window.location.reload()} />}</MainLayoutFrame>;
}
