import type { ReactNode } from 'react';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

interface AppProps {
  /** Tools shown beside the shop on the mock backend (the QA panel); absent against real services. */
  devTools?: ReactNode;
}

export function App({ devTools }: AppProps) {
  return (
    <AppProvider>
      <AppRouter />
      {devTools}
    </AppProvider>
  );
}
