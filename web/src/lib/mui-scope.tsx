import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useContext, type ReactNode } from 'react';
import { createBrowserStyleCache } from './page-styles.ts';
import { styleCacheOptions } from './style-prefixes.ts';
import { getTheme } from './theme.ts';

/**
 * The server render's Emotion cache (entry.server.tsx), which collects the page's rules for `<head>`;
 * none in the browser, where the scope makes its own.
 */
export const ServerStyleCacheContext = createContext<EmotionCache | undefined>(undefined);

let browserCache: EmotionCache | undefined;

/** Made on first use: it takes the server's style elements as drawn, where they are (lib/page-styles.ts). */
const browserStyleCache = (): EmotionCache =>
  (browserCache ??= typeof document === 'undefined' ? createCache(styleCacheOptions) : createBrowserStyleCache(document));

/**
 * What MUI's components need around them: the shop's theme and Emotion's cache. Every page but the
 * home page is inside one (routes/mui-pages.tsx), and so is every part that loads on demand with MUI
 * in it (components/layout/in-mui-scope.tsx); the shell around them is plain CSS, so a visitor's first
 * load of the home page carries neither.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const serverCache = useContext(ServerStyleCacheContext);
  return (
    <CacheProvider value={serverCache ?? browserStyleCache()}>
      <ThemeProvider theme={getTheme()}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
