/** Every hand-written stateful handler, in resolution order. */
import { authHandlers } from './auth.ts';
import { cartHandlers } from './cart.ts';
import { cardHandlers } from './cards.ts';
import { catalogHandlers } from './catalog.ts';
import { engagementHandlers } from './engagement.ts';
import { imageHandlers } from './images.ts';
import { locationHandlers } from './location.ts';
import { orderHandlers } from './orders.ts';
import { storefrontHandlers } from './storefront.ts';
import { userHandlers } from './user.ts';

export const statefulHandlers = [
  ...authHandlers,
  ...userHandlers,
  ...locationHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...cardHandlers,
  ...catalogHandlers,
  ...engagementHandlers,
  ...storefrontHandlers,
  ...imageHandlers,
];
