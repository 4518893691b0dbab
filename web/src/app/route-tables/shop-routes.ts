import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { page } from './page.ts';

/** The marketplace: home, listings, product, cart and payment. */
export const shopRoutes: RouteObject[] = [
  page(undefined, async () => (await import('../routes/home.tsx')).HomeRoute),
  page(paths.search.path, async () => (await import('../routes/shop/search.tsx')).SearchRoute),
  page(paths.category.path, async () => (await import('../routes/shop/category.tsx')).CategoryRoute),
  page(paths.brand.path, async () => (await import('../routes/shop/brand.tsx')).BrandRoute),
  page(paths.market.path, async () => (await import('../routes/shop/market.tsx')).MarketRoute),
  page(paths.product.path, async () => (await import('../routes/shop/product.tsx')).ProductRoute),
  page(paths.cart.path, async () => (await import('../routes/shop/cart.tsx')).CartRoute),
  page(paths.checkout.path, async () => (await import('../routes/shop/checkout.tsx')).CheckoutRoute),
  page(paths.checkoutComplete.path, async () => (await import('../routes/shop/checkout-complete.tsx')).CheckoutCompleteRoute),
];
