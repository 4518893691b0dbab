import type { Card, NewCardPayment } from '@carsi/sdk/main';
import { storeToken } from '@carsi/sdk/runtime';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sectionPaths } from '@/config/paths.ts';
import { refreshSession } from '@/lib/session.ts';
import { cardInMemory, idempotentShop, jsonEnvelope, openPaymentPage as openPage, payWithNewCard, pendingAttempts, testAddress, testImage } from '@/testing/payment-page.tsx';
import { SectionCheckout } from './section-checkout.tsx';

const seller = { id: 4, name: 'Mert D.', slug: 'mert', rating: 4.5, followerCount: 3 };
const cart = {
  platform: 'SECONDHAND',
  items: [{ id: 5, quantity: 1, selected: true, unitPrice: 1200, totalPrice: 1200, product: { id: 5, title: 'Bisiklet', slug: 'ilan-5', price: 1200, discountRate: 0, image: testImage, rating: 0, ratingCount: 0, seller, platform: 'SECONDHAND', freeShipping: false, stock: 1 } }],
  itemCount: 1, selectedItemCount: 1, subtotal: 1200, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: 1200,
};

type Behaviour = 'stall-first' | 'refuse-first';

/**
 * The section's v2 order create: 'stall-first' takes the first order (paid) and never answers,
 * 'refuse-first' refuses it with a catalogue error (nothing was made). A new card is saved first;
 * the saved-card list stays empty, as on a first visit.
 */
function sectionShop(behaviour: Behaviour) {
  const saved: Card[] = [];
  const shop = idempotentShop({
    orderUrl: '/api/v2/second-hand/order/create',
    newOrder: (id) => ({ id, orderNumber: `00000000${id}`, platform: 'SECONDHAND', status: 0, createdAt: '2026-11-22T10:00:00Z', itemCount: 1, totalPrice: 1200, items: [] }),
    answer: (url, init) => {
      if (url.endsWith('/api/second-hand/cart')) return jsonEnvelope(cart);
      if (url.endsWith('/api/user/addresses')) return jsonEnvelope([testAddress]);
      if (url.endsWith('/api/marketplace/card') && init?.method === 'POST') {
        const typed = JSON.parse(String(init.body)) as NewCardPayment;
        const card: Card = {
          id: 31 + saved.length, cardAlias: typed.cardAlias, holderName: typed.holderName, brand: 'VISA',
          maskedNumber: `${typed.cardNumber.slice(0, 6)}******${typed.cardNumber.slice(-4)}`, lastFourDigits: typed.cardNumber.slice(-4),
          expireMonth: typed.expireMonth, expireYear: typed.expireYear,
        };
        saved.push(card);
        return jsonEnvelope(card);
      }
      if (url.endsWith('/api/marketplace/card')) return jsonEnvelope([]);
      return undefined;
    },
    stallFirst: behaviour === 'stall-first',
    refuseFirst: behaviour === 'refuse-first',
  });
  return { ...shop, savedCards: () => saved.length };
}

const openPaymentPage = () => openPage(<SectionCheckout section="secondHand" />, '/pazar/odeme');

describe('section payment page: idempotent orders', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
    sessionStorage.clear();
  });

  it('a stalled order, a reload and a retry place a single order', async () => {
    const user = userEvent.setup();
    const shop = sectionShop('stall-first');

    const first = openPaymentPage();
    await payWithNewCard(user);
    const waiting = await screen.findByRole('button', { name: 'Siparişiniz oluşturuluyor…' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(waiting);
    await waitFor(() => expect(shop.orderCalls).toHaveLength(1));
    // The saved card's call has settled: its number and CVC are already gone while the order waits.
    await waitFor(() => expect(cardInMemory(first.client)).toBe(false));

    first.unmount();
    first.client.clear();

    const second = openPaymentPage();
    await payWithNewCard(user);
    await waitFor(() => expect(second.router.state.location.pathname).toBe(sectionPaths.secondHand.checkoutComplete.getHref(91)));

    expect(shop.created()).toBe(1);
    expect(shop.orderCalls).toHaveLength(2);
    expect(shop.orderCalls[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(shop.orderCalls[1]?.key).toBe(shop.orderCalls[0]?.key);
    expect(pendingAttempts()).toEqual([]);
    await waitFor(() => expect(cardInMemory(second.client)).toBe(false));
    second.unmount();
  }, 30_000);

  it('a refused order shows the Turkish reason, keeps the typed card and gives the next try a new key, with the card saved once', async () => {
    const user = userEvent.setup();
    const shop = sectionShop('refuse-first');
    const page = openPaymentPage();
    await payWithNewCard(user);

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    expect((screen.getByRole('textbox', { name: /Kart üzerindeki ad soyad/ }) as HTMLInputElement).value).toBe('Ayşe Yılmaz');
    expect(pendingAttempts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(sectionPaths.secondHand.checkoutComplete.getHref(91)));
    expect(shop.orderCalls).toHaveLength(2);
    expect(shop.orderCalls[1]?.key).not.toBe(shop.orderCalls[0]?.key);
    expect(shop.savedCards()).toBe(1);
    page.unmount();
  }, 30_000);
});
