import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { page } from './page.ts';

/** The member's auction account under /mezat/hesabim and the public auction profiles it links to. */
export const auctionAccountRoutes: RouteObject[] = [
  page(paths.auctionAccount.path, async () => (await import('../routes/auction-account/auction-account.tsx')).AuctionAccountRoute),
  page(paths.auctionUser.path, async () => (await import('../routes/sections/auction-user.tsx')).AuctionUserRoute),
];
