import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Where each page of this tab's history was scrolled to, by history entry (the router's location key).
 * Kept in sessionStorage as the page goes away, so a reload finds them; not under the `carsi:` prefix,
 * which the end of a session clears (lib/session.ts): a logout does not move the pages back to the top.
 */
const STORAGE_KEY = 'carsi.scroll-positions';

type Positions = Record<string, number>;

function savedPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function keepPositions(positions: Positions): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or disabled: back and forward within this page load still restore
  }
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * The history entry a position belongs to. The router gives the first entry of every document load the
 * key "default", whatever its page: those are told apart by their address.
 */
const entryOf = (key: string, pathname: string, search: string): string => (key === 'default' ? `default:${pathname}${search}` : key);

/** This document was opened anew (an address typed, a link followed from outside the app), not reloaded or returned to. */
function openedAnew(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate';
}

/**
 * A new page (a link, a redirect, a changed filter) starts at the top, or at the element its `#hash`
 * names; back and forward, and a reload, return to where that page was. The first page is left where
 * the browser put it (the top, its hash, or where the visitor scrolled a drawn page before the app
 * took it over), unless it is a reload or a return to a page this tab has a position for.
 */
export function ScrollRestoration() {
  const { key: routerKey, pathname, search, hash } = useLocation();
  const key = entryOf(routerKey, pathname, search);
  const positions = useRef<Positions | null>(null);
  // The history entry on the screen: a scroll is its position. Undefined until the first page is shown.
  const shown = useRef<string | undefined>(undefined);

  useEffect(() => {
    const remember = () => {
      if (shown.current !== undefined) (positions.current ??= savedPositions())[shown.current] = window.scrollY;
    };
    const save = () => {
      remember();
      keepPositions(positions.current ?? {});
      // A reload (or a page kept in the back-forward cache) gets the browser's own restoration meanwhile.
      window.history.scrollRestoration = 'auto';
    };
    // The browser would otherwise scroll on back and forward before the page it returns to is drawn.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    // StrictMode runs a mount's effects twice: the entry has been handled already.
    if (shown.current === key) return;
    const first = shown.current === undefined;
    shown.current = key;
    // A page opened anew is not a return: a position kept for its entry is another visit's.
    const saved = first && openedAnew() ? undefined : (positions.current ??= savedPositions())[key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const target = elementOf(hash);
    if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
  }, [key, hash]);

  return null;
}
