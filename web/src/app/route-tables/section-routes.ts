import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { page } from './page.ts';

const sectionHome = async () => (await import('../routes/sections/section-home.tsx')).sectionHomeRoutes;
const sectionListing = async () => (await import('../routes/sections/section-listing.tsx')).sectionListingRoutes;

/** The section homes (/pazar, /takas, /zanaat, /mezat) and their listing and broadcast pages. */
export const sectionRoutes: RouteObject[] = [
  page(paths.secondHand.path, async () => (await sectionHome()).secondHand),
  page(paths.secondHandListing.path, async () => (await sectionListing()).secondHand),
  page(paths.craft.path, async () => (await sectionHome()).craft),
  page(paths.craftListing.path, async () => (await sectionListing()).craft),
  page(paths.swap.path, async () => (await sectionHome()).swap),
  page(paths.swapListing.path, async () => (await sectionListing()).swap),
  page(paths.auction.path, async () => (await import('../routes/sections/auction-home.tsx')).AuctionHomeRoute),
  page(paths.auctionBroadcast.path, async () => (await import('../routes/sections/auction-broadcast.tsx')).AuctionBroadcastRoute),
];
