import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary.tsx';
import { SessionListener } from './session-listener.tsx';
import { createAppQueryClient } from './query-client.ts';
import { Toasts } from './toasts.tsx';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; main.tsx passes the one it started the home page's requests with. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <SessionListener />
        {children}
        <Toasts />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
