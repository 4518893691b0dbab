import type { RouteObject } from 'react-router-dom';
import { sectionSellingRoutes } from './section-selling-routes.ts';
import { sectionTradeRoutes } from './section-trade-routes.ts';
import { sectionOrderPageRoutes, sectionOrderRoutes } from './section-order-routes.ts';

/**
 * The member pages of /pazar, /zanaat and /takas (`sectionPaths` in config/paths.ts). Pages inside the
 * section account share its layout; the section cart and checkout stand on their own.
 */
export const sectionAccountRoutes: RouteObject[] = [
  ...sectionSellingRoutes({ children: [...sectionTradeRoutes, ...sectionOrderRoutes] }),
  ...sectionOrderPageRoutes,
];
