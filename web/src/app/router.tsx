import { useMemo, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary.tsx';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { paths } from '../config/paths.ts';

type PageModule = () => Promise<ComponentType>;

/** A page of the shop: code loaded on demand, its own error boundary inside the layout. */
const page = (path: string | undefined, load: PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ErrorBoundary: RouteErrorBoundary,
  lazy: async () => ({ Component: await load() }),
});

/**
 * Only the routes this slice really builds are registered; every other address of `paths` falls
 * through to the Turkish 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      page(undefined, async () => (await import('./routes/home.tsx')).HomeRoute),
      page(paths.auth.login.path, async () => (await import('./routes/auth/login.tsx')).LoginRoute),
      page(paths.auth.register.path, async () => (await import('./routes/auth/register.tsx')).RegisterRoute),
      page(
        paths.auth.forgotPassword.path,
        async () => (await import('./routes/auth/forgot-password.tsx')).ForgotPasswordRoute,
      ),
      page(
        paths.auth.resetPassword.path,
        async () => (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute,
      ),
      page('*', async () => (await import('./routes/not-found.tsx')).NotFoundRoute),
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
