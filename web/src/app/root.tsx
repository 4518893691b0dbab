import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { lazyInMuiScope } from '@/components/layout/in-mui-scope.tsx';
import { LazyPart } from '@/components/layout/lazy-part.tsx';
import { isPrivatePath } from '@/lib/seo/indexing.ts';
import { RequestOriginContext } from '@/lib/seo/site-origin.tsx';
import { formatCartNotice, SERVED_CART_ATTRIBUTE, ServedCartContext } from '@/lib/served-cart.tsx';
import { AppProvider } from './provider.tsx';
import { MEMBER_DEVICE_ATTRIBUTE, VISITOR_LINKS_HIDDEN_STYLE } from '@/config/member-device.ts';
import { APP_START_SCRIPT } from './app-start.ts';
import { APP_HYDRATED_EVENT, EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { routeQueriesOf } from './route-data.ts';
import { useShopResources } from './shop-resources.tsx';

// Mock mode only (`import.meta.env.VITE_USE_MOCKS` is a build-time constant): the QA panel beside the shop,
// given the mock backend's control by the mock-mode entry.
const QaPanel =
  import.meta.env.VITE_USE_MOCKS === 'true'
    ? lazyInMuiScope(async () => (await (await import('./mock-mode.tsx')).loadQaPanel()).default)
    : undefined;

/** The document around every page, its fallback and its error. */
export function Layout({ children }: { children: ReactNode }) {
  const { nonce, memberDevice, servedCart } = useShopResources();
  return (
    // The server's member mark is the header's to take away (components/layout/account-menu.tsx).
    <html
      lang="tr"
      suppressHydrationWarning
      {...(memberDevice ? { [MEMBER_DEVICE_ATTRIBUTE]: '' } : {})}
      {...(servedCart ? { [SERVED_CART_ATTRIBUTE]: formatCartNotice(servedCart.notice) } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <meta name="theme-color" content="#b3261e" />
        <style>{VISITOR_LINKS_HIDDEN_STYLE}</style>
        {/* The browser hides a nonce from the DOM once read: the attribute never matches on hydration. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `${EARLY_TAPS_SCRIPT};${APP_START_SCRIPT}` }} />
        <Meta />
        <Links />
      </head>
      <body style={{ margin: 0, background: '#f7f5f2' }}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The answers the matched routes' server loaders fetched (route-data.ts), put into the page's query
 * cache before the page renders: on the server for its render, in the browser for hydration.
 */
function RouteQueries({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const state = useMemo(() => routeQueriesOf(matches.map((match) => match.loaderData)), [matches]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

export default function Root() {
  const { queryClient, requestOrigin = '', servedCart } = useShopResources();
  const served = useMemo(() => servedCart ?? {}, [servedCart]);
  const { pathname } = useLocation();
  // The page's presses held until now (early-taps.ts) go to the app.
  useEffect(() => void window.dispatchEvent(new Event(APP_HYDRATED_EVENT)), []);
  return (
    <>
      {/* One person's pages (account, carts, checkout, sign-in) are never search results. */}
      {isPrivatePath(pathname) && <meta name="robots" content="noindex, follow" />}
      <AppProvider queryClient={queryClient}>
        <RequestOriginContext value={requestOrigin}>
          <ServedCartContext value={served}>
            <RouteQueries>
              <Outlet />
            </RouteQueries>
          </ServedCartContext>
        </RequestOriginContext>
        {QaPanel && (
          <LazyPart belowFold loading={null}>
            <QaPanel />
          </LazyPart>
        )}
      </AppProvider>
    </>
  );
}

/** What the SPA build's one HTML file shows while the app starts: the header's brand bar. */
export function HydrateFallback() {
  return (
    <>
      <title>Çarşı — Online Alışveriş</title>
      <div
        style={{
          background: '#b3261e',
          color: '#fff',
          padding: '8px 16px',
          minHeight: 56,
          boxSizing: 'border-box',
          font: "800 1.5rem/40px Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
          letterSpacing: 0.5,
        }}
      >
        Çarşı
      </div>
    </>
  );
}
