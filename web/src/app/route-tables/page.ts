import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary.tsx';

type PageModule = () => Promise<ComponentType>;

/** A page of the shop: code loaded on demand, its own error boundary inside the layout. */
export const page = (path: string | undefined, load: PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ErrorBoundary: RouteErrorBoundary,
  lazy: async () => ({ Component: await load() }),
});
