import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppProvider } from '@/app/provider.tsx';
import { ShopRoutes } from '@/app/router.tsx';
import { RouterAt, testRouter, type TestRouter } from './router-probe.tsx';

/** The whole shop (providers, layout and every route) at `path`; returns the router to follow navigation. */
export function renderApp(path: string, queryClient?: QueryClient): TestRouter {
  const router = testRouter(path);
  render(
    <AppProvider queryClient={queryClient}>
      <RouterAt path={path} router={router}>
        <ShopRoutes />
      </RouterAt>
    </AppProvider>,
  );
  return router;
}
