import type { RouteObject } from 'react-router-dom';

/**
 * The section account layout (/pazar/hesabim, /zanaat/hesabim, /takas/hesabim) with the selling pages,
 * plus the pages of other areas given as `children` (they render inside the same layout).
 */
export const sectionSellingRoutes = ({ children }: { children: RouteObject[] }): RouteObject[] => children;
