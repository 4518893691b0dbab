import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary.tsx';
import { getTheme } from '../lib/theme.ts';
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
    <ThemeProvider theme={getTheme()}>
      <CssBaseline />
      <AppErrorBoundary>
        <QueryClientProvider client={client}>
          <SessionListener />
          {children}
          <Toasts />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
