import { configureSdk, createQueryClient, storeToken } from '@carsi/sdk/runtime';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { CheckoutView } from './checkout-view.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
const cart = {
  platform: 'MARKETPLACE',
  items: [{ id: 7, quantity: 1, selected: true, unitPrice: 250, totalPrice: 250, product: { id: 7, title: 'Çini Kupa', slug: 'cini-kupa', price: 250, discountRate: 0, image, rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE', freeShipping: false, stock: 5 } }],
  itemCount: 1, selectedItemCount: 1, subtotal: 250, discountTotal: 0, couponDiscount: 0, shippingTotal: 39.9, total: 289.9,
};
const address = {
  id: 11, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Moda Cad. No 5 D 3',
  province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa', corporateAddress: false, EInvoicePayer: false,
};

const json = (data: unknown): Response => new Response(JSON.stringify({ status: 200, code: 0, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * A main API that, like the real one, has no timeout: the first order call is taken (the order is
 * created and paid) but its answer never comes. Orders are kept per Idempotency-Key, as the contract says.
 */
function stallingShop() {
  const ordersByKey = new Map<string, { id: number; orderNumber: string; platform: string; status: number; createdAt: string; itemCount: number; totalPrice: number; items: never[] }>();
  const orderCalls: { key: string | null }[] = [];
  let created = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.endsWith('/api/marketplace/cart')) return json(cart);
    if (url.endsWith('/api/user/addresses')) return json([address]);
    if (url.endsWith('/api/marketplace/card')) return json([]);
    if (!url.endsWith('/order/create')) return json(null);
    const key = new Headers(init?.headers).get('Idempotency-Key');
    orderCalls.push({ key });
    const known = key ? ordersByKey.get(key) : undefined;
    if (known) return json(known);
    created += 1;
    const order = { id: 90 + created, orderNumber: `00000000${90 + created}`, platform: 'MARKETPLACE', status: 0, createdAt: '2026-11-22T10:00:00Z', itemCount: 1, totalPrice: 289.9, items: [] };
    if (key) ordersByKey.set(key, order);
    if (created === 1) {
      // Paid, but the answer is lost: the call hangs until the page goes away.
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
  const router = createMemoryRouter([{ path: '*', element: <CheckoutView /> }], { initialEntries: ['/odeme'] });
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
  await user.type(field(/Kart numarası/), '4242424242424242');
  await user.type(field(/Son kullanma/), '1235');
  await user.type(field(/CVC/), '123');
  await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
}

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
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('carsi:order-attempt:'))).toEqual([]);
    await waitFor(() => expect(JSON.stringify(second.client.getMutationCache().getAll().map((m) => m.state.variables))).not.toContain('4242424242424242'));
    second.unmount();
  }, 30_000);
});
