import { configureSdk } from '@carsi/sdk/runtime';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';
import { parseAppConfig } from '@/config/env.ts';
import { runZodWithoutEval } from '@/lib/zod-without-eval.ts';
import { readGuestCart } from '@carsi/sdk';
import { parseCartNotice, SERVED_CART_ATTRIBUTE, type ServedCart } from '@/lib/served-cart.tsx';
import { browserQueryClient } from './query-client.ts';
import { ShopResourcesProvider } from './shop-resources.tsx';

// Before any form or schema loads.
runZodWithoutEval();
const config = parseAppConfig(import.meta.env);
configureSdk({ baseUrls: config.apiUrls });

if (import.meta.env.DEV) {
  // Development checks every answer against the contract and warns on drift; production skips it.
  const { validateResponse } = await import('@carsi/sdk/schemas');
  configureSdk({ validateResponse });
}

// `import.meta.env.VITE_USE_MOCKS` is a build-time constant: in a build for real services this branch
// is dead code, so the mock backend is not emitted. In mock mode it answers in a service worker.
if (import.meta.env.VITE_USE_MOCKS === 'true' && config.useMocks) {
  const { startMockBackend } = await import('./mock-mode.tsx');
  await startMockBackend();
}

// A page the server rendered starts from the answers it was rendered with (root.tsx), not the kept ones.
const queryClient = browserQueryClient({ hydrating: import.meta.env.VITE_USE_MOCKS !== 'true' });

// The origin the server named the page's addresses with (lib/seo/site-origin.tsx); none in the SPA shell.
const servedCanonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const requestOrigin = servedCanonical ? new URL(servedCanonical).origin : undefined;

// A page server-rendered for this request's cart (root.tsx marks it) starts from the cart the server read: the same cookie.
const servedMark = document.documentElement.getAttribute(SERVED_CART_ATTRIBUTE);
const servedCart: ServedCart | undefined = servedMark === null ? undefined : { guestCart: readGuestCart(), notice: parseCartNotice(servedMark) };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ShopResourcesProvider resources={{ queryClient, requestOrigin, servedCart }}>
        <HydratedRouter />
      </ShopResourcesProvider>
    </StrictMode>,
  );
});
