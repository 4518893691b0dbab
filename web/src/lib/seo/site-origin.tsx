import { createContext, useContext } from 'react';
import { siteOrigin } from './site-url.ts';

/** The origin the server was asked for (entry.server.tsx); empty in the browser, which knows its own. */
export const RequestOriginContext = createContext('');

/** The shop's public origin for absolute addresses in the page's head (canonical, Open Graph). */
export function useSiteOrigin(): string {
  const requestOrigin = useContext(RequestOriginContext);
  return siteOrigin(requestOrigin || (typeof window === 'undefined' ? '' : window.location.origin));
}
