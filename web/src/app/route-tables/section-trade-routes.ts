import type { RouteObject } from 'react-router-dom';

/** Negotiations, swap offers, doping and banned users inside the section account layout. */
export const sectionTradeRoutes: RouteObject[] = [];
