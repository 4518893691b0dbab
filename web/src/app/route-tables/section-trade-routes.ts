import type { RouteObject } from 'react-router-dom';
import { sectionPaths } from '../../config/paths.ts';
import { sectionCapabilities, sectionKeys } from '../../config/section-capabilities.ts';
import { page } from './page.ts';

const negotiations = async () => (await import('../routes/section-trade/negotiations.tsx')).sectionNegotiationRoutes;

/** Negotiations, swap offers, doping and banned users inside the section account layout. */
export const sectionTradeRoutes: RouteObject[] = sectionKeys.flatMap((key) =>
  sectionCapabilities[key].negotiation
    ? [page(sectionPaths[key].negotiations.path, async () => (await negotiations())[key] as React.ComponentType)]
    : [],
);
