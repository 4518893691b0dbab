import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, type Recorded } from '@/testing/test-utils.tsx';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { OrdersOverview } from './orders-overview.tsx';

const order = (id: number, status: number) => ({
  id,
  orderNumber: String(1000000000 + id),
  platform: 'MARKETPLACE',
  status,
  createdAt: '2025-11-20T10:00:00.000Z',
  itemCount: 1,
  totalPrice: 249.9,
  items: [{ id: id * 10, productId: 5, title: `Ürün ${id}`, quantity: 1, unitPrice: 249.9, totalPrice: 249.9, status }],
});

const page = (items: unknown[]) => ok({ currentPage: 1, pageSize: 10, totalCount: items.length, totalPages: items.length > 0 ? 1 : 0, items });

const returnRequest = {
  returnId: 402,
  orderId: 4,
  orderNumber: '1000000004',
  platform: 'MARKETPLACE',
  items: [{ orderItemId: 40, quantity: 2 }],
  status: 'REJECTED',
  reason: 'Beden küçük geldi.',
  rejectReason: 'Ürün kullanılmış olarak geri gönderildi.',
  refundAmount: 499.8,
  createdAt: '2025-11-21T10:00:00.000Z',
};

const cancellation = {
  id: 318,
  orderId: 5,
  orderNumber: '1000000005',
  items: [{ orderItemId: 50, quantity: 1 }],
  origin: 3,
  reason: 'Stokta kalmadı.',
  refundAmount: 249.9,
  createdAt: '2025-11-22T10:00:00.000Z',
};

const tabOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('tab');
const pathOf = (call: Recorded) => new URL(call.url, 'http://localhost').pathname;

/** Orders by tab; return requests and cancellations from their own calls. */
function backend(call: Recorded) {
  if (pathOf(call) === '/api/marketplace/order/return-list') return page([returnRequest]);
  if (pathOf(call) === '/api/marketplace/order/cancel-list') return page([cancellation]);
  return page(tabOf(call.url) === '1' ? [] : [order(1, 0), order(2, 1), order(3, 2), order(4, 3), order(5, 4)]);
}

describe('OrdersOverview', () => {
  it('lists return requests through the return list call, with status, seller answer and a link to the order', async () => {
    const { calls } = fakeBackend(backend);
    renderWithProviders(<OrdersOverview />, { path: '/hesabim/siparislerim?sekme=iadeler' });

    expect(screen.getByRole('tab', { name: 'İadeler' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'İade talebi: Sipariş no 1000000004' });
    expect(within(card).getByText('İade reddedildi')).toBeTruthy();
    expect(within(card).getByText(/Ürün kullanılmış olarak geri gönderildi/)).toBeTruthy();
    expect(within(card).getByText(/1 ürün, 2 adet/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^Sipariş detayı/ }).getAttribute('href')).toBe('/hesabim/siparislerim/4');
    expect(calls.map((call) => `${call.method} ${pathOf(call)}`)).toEqual(['POST /api/marketplace/order/return-list']);
  });

  it('switches tabs through the address: orders, then cancellations from their own call', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend(backend);
    const { router } = renderWithProviders(<OrdersOverview />, { path: '/hesabim/siparislerim' });

    const list = await screen.findAllByRole('article');
    expect(list).toHaveLength(5);
    const labels = list.map((card) => within(card).getByText(/Sipariş alındı|Hazırlanıyor|Kargoya verildi|Teslim edildi|İptal edildi/).textContent);
    expect(labels).toEqual(['Sipariş alındı', 'Hazırlanıyor', 'Kargoya verildi', 'Teslim edildi', 'İptal edildi']);

    await user.click(screen.getByRole('tab', { name: 'İptaller' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sekme=iptaller'));
    const cancelled = await screen.findByRole('article', { name: 'İptal: Sipariş no 1000000005' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(cancelled).getByText('Satıcı tarafından iptal edildi')).toBeTruthy();
    expect(within(cancelled).getByRole('link', { name: /^Sipariş detayı/ }).getAttribute('href')).toBe('/hesabim/siparislerim/5');
    expect(calls.map(pathOf)).toEqual(['/api/marketplace/order/list', '/api/marketplace/order/cancel-list']);

    await user.click(screen.getByRole('tab', { name: 'Devam eden' }));
    expect(await screen.findByText('Devam eden siparişiniz yok.')).toBeTruthy();
    expect(router.state.location.search).toBe('?sekme=devam-eden');
  });

  it('says when there is no return request, and offers a retry when the list fails', async () => {
    let fail = true;
    fakeBackend((call) => (pathOf(call) === '/api/marketplace/order/return-list' ? (fail ? failure(500, '1000-1000') : page([])) : page([])));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrdersOverview />, { path: '/hesabim/siparislerim?sekme=iadeler', immediateRetries: true });

    expect(await screen.findByText('İade talepleriniz yüklenemedi.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText(/İade talebiniz bulunmuyor/)).toBeTruthy();
  });
});
