import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider.tsx';
import { ShopRoutes } from '@/app/router.tsx';
import { RouterProbe, testRouter, type TestRouter } from './router-probe.tsx';

/** The whole shop (providers, layout and every route) at `path`; returns the router to follow navigation. */
export function renderApp(path: string, queryClient?: QueryClient): TestRouter {
  const router = testRouter(path);
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <ShopRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return router;
}
