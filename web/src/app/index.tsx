import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

interface AppProps {
  /** Tools shown beside the shop on the mock backend (the QA panel); absent against real services. */
  devTools?: ReactNode;
  queryClient?: QueryClient;
}

export function App({ devTools, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
      {devTools}
    </AppProvider>
  );
}
