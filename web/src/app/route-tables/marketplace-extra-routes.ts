import type { RouteObject } from 'react-router-dom';

/** Campaign pages, brand list, categories and the marketplace store owner's seller area. */
export const marketplaceExtraRoutes: RouteObject[] = [];
