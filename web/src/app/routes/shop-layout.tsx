import { getGetMegaMenuQueryOptions } from '@carsi/sdk/main';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { MainLayout, MainLayoutFrame } from '@/components/layout/main-layout.tsx';
import { Platform, platformOfPath } from '@/config/paths.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../route-data.ts';

/** The header's mega menu, on every marketplace page (the sections have menus of their own). */
const queries: RouteQueries = (client, { url }) =>
  platformOfPath(url.pathname) === Platform.MARKETPLACE ? [client.prefetchQuery(getGetMegaMenuQueryOptions())] : [];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default MainLayout;

/** A page that is not there (404) or could not be made, inside the shop's header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <MainLayoutFrame>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPanel onRetry={() => window.location.reload()} />}</MainLayoutFrame>;
}
