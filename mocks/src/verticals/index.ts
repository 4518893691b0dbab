/**
 * Every handler of the second-hand, craft and swap sections: one implementation, one instance per
 * section. Each section is mounted behind one prefix handler (its ~60 routes are matched only for
 * its own paths, and of those only the ones whose path fits), which keeps every other request as
 * fast as before the sections existed. A section's routes are built on its first request: most
 * pages never call two of the three sections, and building ~60 handlers costs a mock-mode page load
 * time (see without-call-frames.ts).
 */
import { http, type RequestHandler } from 'msw';
import { createRouter, type Router } from '../http/route.ts';
import { withoutCallFrames } from '../http/without-call-frames.ts';
import { VERTICALS, type VerticalConfig } from './config.ts';
import { accountHandlers } from './handlers/account.ts';
import { listingCartHandlers } from './handlers/cart.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { listingHandlers } from './handlers/listings.ts';
import { negotiationHandlers } from './handlers/negotiation.ts';
import { buyOrderHandlers } from './handlers/orders-buy.ts';
import { sellOrderHandlers } from './handlers/orders-sell.ts';
import { socialHandlers } from './handlers/social.ts';
import { swapHandlers } from './handlers/swap.ts';

function sectionHandlers(v: VerticalConfig): RequestHandler[] {
  return [
    ...(v.capabilities.swapOffers ? swapHandlers(v) : []),
    ...catalogHandlers(v),
    ...listingHandlers(v),
    ...listingCartHandlers(v),
    ...buyOrderHandlers(v),
    ...sellOrderHandlers(v),
    ...negotiationHandlers(v),
    ...socialHandlers(v),
    ...accountHandlers(v),
  ];
}

export const verticalHandlers: RequestHandler[] = VERTICALS.flatMap((v) => {
  let inner: Router | undefined;
  const mount = ({ request }: { request: Request }) => (inner ??= withoutCallFrames(() => createRouter(sectionHandlers(v))))(request);
  return [http.all(`*/api/${v.slug}/*`, mount), http.all(`*/api/v2/${v.slug}/*`, mount)];
});
