import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint.ts';
import { AppProvider } from './provider.tsx';
import { ShopRoutes } from './router.tsx';

interface AppProps {
  /** Tools shown beside the shop on the mock backend (the QA panel); absent against real services. */
  devTools?: ReactNode;
  queryClient?: QueryClient;
  /** The browser's router by default; the server renderer draws a page at its address (app/prerender/render-page.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * The QA panel is no part of a page drawn at build time: it joins once the app has painted, so hydrating
 * a mock-mode build's drawn page finds exactly the markup it was drawn with.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

export function App({ devTools, queryClient, Router = BrowserRouter }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <Router>
        <ShopRoutes />
      </Router>
      {devTools && <AfterFirstPaint>{devTools}</AfterFirstPaint>}
    </AppProvider>
  );
}
