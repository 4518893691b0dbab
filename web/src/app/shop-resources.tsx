import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { ServedCart } from '@/lib/served-cart.tsx';

/**
 * What one render of the shop works with: the query cache its route loaders filled, and what the
 * request tells about the visitor. The server makes them per request (entry.server.tsx), the browser once (entry.client.tsx).
 */
export interface ShopResources {
  queryClient: QueryClient;
  /** The server's per-response nonce for React Router's inline scripts (the CSP names it). */
  nonce?: string;
  /** The request came with the session cookie: the page is marked so the visitor's links stay hidden. */
  memberDevice?: boolean;
  /**
   * The origin the page was served from: the request's on the server; in the browser, the one the
   * server wrote into the canonical link, so the head the browser keeps names the same addresses.
   */
  requestOrigin?: string;
  /**
   * The visitor's cart as the server drew it (its cookie) and a cart form's notice; undefined on a page
   * written once for everyone. The browser takes it from the page it hydrates (entry.client.tsx).
   */
  servedCart?: ServedCart;
}

const ShopResourcesContext = createContext<ShopResources | null>(null);

export function ShopResourcesProvider({ resources, children }: { resources: ShopResources; children: ReactNode }) {
  return <ShopResourcesContext.Provider value={resources}>{children}</ShopResourcesContext.Provider>;
}

export function useShopResources(): ShopResources {
  const resources = useContext(ShopResourcesContext);
  if (!resources) throw new Error('ShopResourcesProvider is missing: the shop renders only from entry.client.tsx or entry.server.tsx.');
  return resources;
}
