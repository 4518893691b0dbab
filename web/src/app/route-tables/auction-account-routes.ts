import type { RouteObject } from 'react-router-dom';

/** The member's auction account under /mezat/hesabim. */
export const auctionAccountRoutes: RouteObject[] = [];
