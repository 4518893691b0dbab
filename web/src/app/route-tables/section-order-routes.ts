import type { RouteObject } from 'react-router-dom';

/** Buy orders, sell orders and cargo addresses inside the section account layout. */
export const sectionOrderRoutes: RouteObject[] = [];

/** The section cart and checkout (/pazar/sepetim, /pazar/odeme, ...), outside the account layout. */
export const sectionOrderPageRoutes: RouteObject[] = [];
