import { createQueryClient, TOAST_DURATION_MS } from '@carsi/sdk/runtime';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AppErrorBoundary } from '../components/errors/app-error-boundary.tsx';
import { contentCacheRules } from '@carsi/sdk';
import { toastNotifier } from '../lib/notifier.ts';
import { theme } from '../lib/theme.ts';
import { SessionListener } from './session-listener.tsx';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(
    () => queryClient ?? createQueryClient({ notify: toastNotifier, persist: contentCacheRules }),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <QueryClientProvider client={client}>
          <SessionListener />
          {children}
          <ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} newestOnTop limit={3} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
