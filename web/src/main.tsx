import { configureSdk } from '@carsi/sdk/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { parseAppConfig } from './config/env.ts';

async function start(): Promise<void> {
  const config = parseAppConfig(import.meta.env);
  configureSdk({ baseUrls: config.apiUrls });
  if (config.useMocks) {
    // No backend configured: the mock backend answers in a service worker (dev and QA only).
    const { startMockWorker } = await import('@carsi/mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root bulunamadı');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
