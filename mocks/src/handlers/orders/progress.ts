/** Runs before every marketplace order call: placed orders catch up with the time that passed, then the call falls through. */
import { http } from 'msw';
import { advanceOrder } from '@mocks/db/order-progress.ts';
import { db } from '@mocks/db/database.ts';

export const orderProgressHandler = http.all('*/api/marketplace/order/*', () => {
  for (const order of db.orders) advanceOrder(order);
  return undefined;
});
