import { configureSdk, createQueryClient, storeToken } from '@carsi/sdk/runtime';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionPaths } from '@/config/paths.ts';
import { refreshSession } from '@/lib/session.ts';
import { SectionCheckout } from './section-checkout.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 4, name: 'Mert D.', slug: 'mert', rating: 4.5, followerCount: 3 };
const cart = {
  platform: 'SECONDHAND',
  items: [{ id: 5, quantity: 1, selected: true, unitPrice: 1200, totalPrice: 1200, product: { id: 5, title: 'Bisiklet', slug: 'ilan-5', price: 1200, discountRate: 0, image, rating: 0, ratingCount: 0, seller, platform: 'SECONDHAND', freeShipping: false, stock: 1 } }],
  itemCount: 1, selectedItemCount: 1, subtotal: 1200, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: 1200,
};
const address = {
  id: 11, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Moda Cad. No 5 D 3',
  province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa', corporateAddress: false, EInvoicePayer: false,
};
const CARD_NUMBER = '4242424242424242';

const json = (data: unknown, status = 200): Response =>
  new Response(JSON.stringify({ status, code: status === 200 ? 0 : '2000-0013', data }), { status, headers: { 'Content-Type': 'application/json' } });

type Behaviour = 'stall-first' | 'refuse-first';

/**
 * A main API without a timeout. The section's v2 order create keeps orders per Idempotency-Key as the
 * contract says; 'stall-first' takes the first order (paid) and never answers, 'refuse-first' refuses
 * it with a catalogue error (nothing was made).
 */
function sectionShop(behaviour: Behaviour) {
  const ordersByKey = new Map<string, { id: number; orderNumber: string; platform: string; status: number; createdAt: string; itemCount: number; totalPrice: number; items: never[] }>();
  const orderCalls: { key: string | null }[] = [];
  let created = 0;
  let savedCards = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/second-hand/cart')) return json(cart);
    if (url.endsWith('/api/user/addresses')) return json([address]);
    if (url.endsWith('/api/marketplace/card') && method === 'POST') {
      savedCards += 1;
      return json({ id: 30 + savedCards, cardHolderName: 'Ayşe Yılmaz', maskedNumber: '424242******4242', bankName: 'Test Bank', cardAssociation: 'VISA', expireMonth: '12', expireYear: '2035' });
    }
    if (url.endsWith('/api/marketplace/card')) return json([]);
    if (!url.endsWith('/api/v2/second-hand/order/create')) return json(null);
    const key = new Headers(init?.headers).get('Idempotency-Key');
    orderCalls.push({ key });
    if (behaviour === 'refuse-first' && orderCalls.length === 1) return json(null, 400);
    const known = key ? ordersByKey.get(key) : undefined;
    if (known) return json(known);
    created += 1;
    const order = { id: 90 + created, orderNumber: `00000000${90 + created}`, platform: 'SECONDHAND', status: 0, createdAt: '2026-11-22T10:00:00Z', itemCount: 1, totalPrice: 1200, items: [] };
    if (key) ordersByKey.set(key, order);
    if (behaviour === 'stall-first' && created === 1) {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Sayfa kapandı', 'AbortError')));
      });
    }
    return json(order);
  });
  configureSdk({ fetch: fetchMock });
  return { orderCalls, created: () => created };
}

function openPaymentPage(): { client: QueryClient; router: ReturnType<typeof createMemoryRouter>; unmount: () => void } {
  const client = createQueryClient({ notify: { success: vi.fn(), warning: vi.fn() } });
  const router = createMemoryRouter([{ path: '*', element: <SectionCheckout section="secondHand" /> }], { initialEntries: ['/pazar/odeme'] });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, unmount };
}

async function payWithNewCard(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await screen.findByRole('radio', { name: /Ev/ }, { timeout: 5000 });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  await user.type(field(/Kart üzerindeki ad soyad/), 'Ayşe Yılmaz');
  await user.type(field(/Kart numarası/), CARD_NUMBER);
  await user.type(field(/Son kullanma/), '1235');
  await user.type(field(/CVC/), '123');
  await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
}

const cardInMemory = (client: QueryClient): boolean =>
  JSON.stringify(client.getMutationCache().getAll().map((mutation) => mutation.state.variables)).replace(/\s/g, '').includes(CARD_NUMBER);
const pendingAttempts = (): string[] => Object.keys(sessionStorage).filter((key) => key.startsWith('carsi:order-attempt:'));

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

  it('a refused order shows the Turkish reason, keeps the typed card and gives the next try a new key', async () => {
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
    page.unmount();
  }, 30_000);
});
