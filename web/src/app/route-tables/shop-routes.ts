import type { RouteObject } from 'react-router-dom';
import { page } from './page.ts';

/** The marketplace: home, listings, product, cart and payment. */
export const shopRoutes: RouteObject[] = [
  page(undefined, async () => (await import('../routes/home.tsx')).HomeRoute),
];
