import { isApiError } from '@carsi/sdk/runtime';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { ErrorPanel } from './error-panel.tsx';

/** A new deployment removes old chunks; loading one fails this way and only a reload helps. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/**
 * What a failed page shows: the catalogue's message and "Tekrar dene". Retrying clears React Query's
 * failed queries and goes to the same address again: the new location resets the boundary, which
 * renders the page anew.
 */
function RouteErrorPanel({ error }: { error: unknown }) {
  const { reset } = useQueryErrorResetBoundary();
  const navigate = useNavigate();
  const location = useLocation();

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

interface BoundaryProps {
  children: ReactNode;
  location: Location;
}

interface BoundaryState {
  location: Location;
  /** What the page threw (boxed: a page may throw anything, `undefined` included). */
  failure?: { error: unknown };
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another address (or the same one again, from "Tekrar dene") gets its page, not the old error.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { location: props.location, failure: undefined };
  }

  override render(): ReactNode {
    const { failure } = this.state;
    return failure ? <RouteErrorPanel error={failure.error} /> : this.props.children;
  }
}

/**
 * The error boundary of every route: inside the layout, so the header and footer stay while the
 * failed page offers a retry. It starts over whenever the location changes.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <PageErrorBoundary location={location}>{children}</PageErrorBoundary>;
}
