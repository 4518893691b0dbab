import { storeToken } from '@carsi/sdk/runtime';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { cardInMemory, idempotentShop, jsonEnvelope, openPaymentPage as openPage, payWithNewCard, pendingAttempts, testAddress } from '@/testing/payment-page.tsx';
import { marketplaceCart } from '../testing/marketplace-cart.ts';
import { CheckoutView } from './checkout-view.tsx';


/** The first order call is taken (the order is created and paid) but its answer never comes. */
const stallingShop = () =>
  idempotentShop({
    orderUrl: '/order/create',
    newOrder: (id) => ({ id, orderNumber: `00000000${id}`, platform: 'MARKETPLACE', status: 0, createdAt: '2026-11-22T10:00:00Z', itemCount: 1, totalPrice: 289.9, items: [] }),
    answer: (url) => {
      if (url.endsWith('/api/marketplace/cart')) return jsonEnvelope(marketplaceCart);
      if (url.endsWith('/api/user/addresses')) return jsonEnvelope([testAddress]);
      if (url.endsWith('/api/marketplace/card')) return jsonEnvelope([]);
      return undefined;
    },
    stallFirst: true,
  });

const openPaymentPage = () => openPage(<CheckoutView />, '/odeme');

describe('payment page: a stalled order, a reload and a retry', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
    sessionStorage.clear();
  });

  it('places a single order', async () => {
    const user = userEvent.setup();
    const shop = stallingShop();

    const first = openPaymentPage();
    await payWithNewCard(user);
    const waiting = await screen.findByRole('button', { name: 'Siparişiniz oluşturuluyor…' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(waiting);
    expect(shop.orderCalls).toHaveLength(1);

    // The shopper gives up waiting and reloads the payment page: the stalled call is abandoned.
    first.unmount();
    first.client.clear();

    const second = openPaymentPage();
    await payWithNewCard(user);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/odeme/tamamlandi/91'));

    expect(shop.created()).toBe(1);
    expect(shop.orderCalls).toHaveLength(2);
    expect(shop.orderCalls[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(shop.orderCalls[1]?.key).toBe(shop.orderCalls[0]?.key);
    // The attempt has settled: the next payment gets a new key, and the card is gone from memory.
    expect(pendingAttempts()).toEqual([]);
    await waitFor(() => expect(cardInMemory(second.client)).toBe(false));
    second.unmount();
  }, 30_000);
});
