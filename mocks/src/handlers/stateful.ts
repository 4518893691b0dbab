/** Every hand-written stateful handler, in resolution order. */
import type { RequestHandler } from 'msw';
import { verticalHandlers } from '../verticals/index.ts';
import { aiHandlers } from './ai.ts';
import { auctionHandlers } from './auction.ts';
import { authHandlers } from './auth.ts';
import { blogHandlers } from './blog.ts';
import { campaignHandlers } from './campaign.ts';
import { contentHandlers } from './content.ts';
import { discountHandlers } from './discounts.ts';
import { liveHandlers } from './live.ts';
import { ratingHandlers } from './ratings.ts';
import { cartHandlers } from './cart.ts';
import { cardHandlers } from './cards.ts';
import { catalogHandlers } from './catalog.ts';
import { engagementHandlers } from './engagement.ts';
import { imageHandlers } from './images.ts';
import { invoiceHandlers } from './invoices.ts';
import { locationHandlers } from './location.ts';
import { orderHandlers } from './orders/index.ts';
import { payoutHandlers } from './payout.ts';
import { phoneHandlers } from './phone.ts';
import { storefrontHandlers } from './storefront.ts';
import { userHandlers } from './user.ts';

export const statefulHandlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...payoutHandlers,
  ...phoneHandlers,
  ...locationHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...cardHandlers,
  ...catalogHandlers,
  ...engagementHandlers,
  ...invoiceHandlers,
  ...discountHandlers,
  ...aiHandlers,
  ...storefrontHandlers,
  ...campaignHandlers,
  ...ratingHandlers,
  ...blogHandlers,
  ...contentHandlers,
  ...liveHandlers,
  ...auctionHandlers,
  ...verticalHandlers,
  ...imageHandlers,
];
