import type { RouteObject } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionKeys } from '@/config/section-capabilities.ts';
import { page } from './page.ts';

const load = {
  orders: () => import('../routes/section-orders/orders.tsx'),
  cart: async () => (await import('../routes/section-orders/cart.tsx')).sectionCartRoutes,
  checkout: async () => (await import('../routes/section-orders/checkout.tsx')).sectionCheckoutRoutes,
  complete: async () => (await import('../routes/section-orders/checkout-complete.tsx')).sectionCheckoutCompleteRoutes,
};

/** Buy orders, sell orders and cargo addresses inside the section account layout. */
export const sectionOrderRoutes: RouteObject[] = sectionKeys.flatMap((key) => {
  const p = sectionPaths[key];
  return [
    page(p.buyOrders.path, async () => (await load.orders()).buyOrdersRoutes[key]),
    page(p.buyOrder.path, async () => (await load.orders()).buyOrderRoutes[key]),
    page(p.sellOrders.path, async () => (await load.orders()).sellOrdersRoutes[key]),
    page(p.sellOrder.path, async () => (await load.orders()).sellOrderRoutes[key]),
    page(p.cargoAddresses.path, async () => (await load.orders()).cargoAddressesRoutes[key]),
  ];
});

/** The section cart and checkout (/pazar/sepetim, /pazar/odeme, ...), outside the account layout. */
export const sectionOrderPageRoutes: RouteObject[] = sectionKeys.flatMap((key) => {
  const p = sectionPaths[key];
  return [
    page(p.cart.path, async () => (await load.cart())[key]),
    page(p.checkout.path, async () => (await load.checkout())[key]),
    page(p.checkoutComplete.path, async () => (await load.complete())[key]),
  ];
});
