import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProvider } from './provider.tsx';
import { AppRouter, type ShopRouter } from './router.tsx';

interface AppProps {
  /** Tools shown beside the shop on the mock backend (the QA panel); absent against real services. */
  devTools?: ReactNode;
  queryClient?: QueryClient;
  /** The build's prerender draws a page at a given address (app/prerender/render-page.tsx). */
  router?: ShopRouter;
}

export function App({ devTools, queryClient, router }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
      {devTools}
    </AppProvider>
  );
}
