import { isApiError } from '@carsi/sdk/runtime';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { NotFound } from './not-found.tsx';
import { ErrorPanel } from './error-panel.tsx';

/** A new deployment removes old chunks; loading one fails this way and only a reload helps. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/**
 * The error boundary of every route: the header and footer stay, the failed page offers a retry.
 * Retrying clears React Query's failed queries and navigates to the same address again: a new
 * location resets react-router's boundary and re-runs the route's data loading.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { reset } = useQueryErrorResetBoundary();
  const navigate = useNavigate();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    reset();
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state });
  };

  return <ErrorPanel message={isApiError(error) ? error.message : undefined} onRetry={retry} />;
}
