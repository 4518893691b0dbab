import { configureSdk } from '@carsi/sdk/runtime';
import type { ReactNode } from 'react';
import { parseAppConfig } from '@/config/env.ts';
import { runZodWithoutEval } from '@/lib/zod-without-eval.ts';
import { mountApp } from './mount.tsx';

// Before any form or schema loads.
runZodWithoutEval();

/** Starts the shop: the last start stage (main.tsx). */
export async function start(): Promise<void> {
  const config = parseAppConfig(import.meta.env);
  configureSdk({ baseUrls: config.apiUrls });
  if (import.meta.env.DEV) {
    // Development checks every answer against the contract and warns on drift; production skips it.
    const { validateResponse } = await import('@carsi/sdk/schemas');
    configureSdk({ validateResponse });
  }
  let devTools: ReactNode;
  // `import.meta.env.VITE_USE_MOCKS` is a build-time constant (web/vite.config.ts): in a build for real
  // services this branch is dead code, so neither the mock backend nor the QA panel is emitted.
  if (import.meta.env.VITE_USE_MOCKS === 'true' && config.useMocks) {
    // Mock mode: the mock backend answers in a service worker, with the QA panel beside the shop.
    const [{ startMockWorker }, { QaPanel }] = await Promise.all([
      import('@carsi/mocks/browser'),
      import('@/features/qa/components/qa-panel.tsx'),
    ]);
    await startMockWorker();
    devTools = <QaPanel />;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root bulunamadı');
  await mountApp(container, { devTools });
}

