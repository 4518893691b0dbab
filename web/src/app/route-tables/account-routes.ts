import type { RouteObject } from 'react-router-dom';

/** The buyer's account under /hesabim. */
export const accountRoutes: RouteObject[] = [];
