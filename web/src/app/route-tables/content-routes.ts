import type { RouteObject } from 'react-router-dom';

/** Blog, help centre, static pages, company invoices and contracts overview, store pages. */
export const contentRoutes: RouteObject[] = [];
