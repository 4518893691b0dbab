import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
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

const byTab: Record<string, unknown[]> = {
  '0': [order(1, 0), order(2, 1), order(3, 2), order(4, 3), order(5, 4)],
  '2': [order(4, 3)],
  '3': [order(5, 4)],
};

const tabOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('tab');

describe('OrdersOverview', () => {
  it('opens the tab named in the address and asks the server for that tab', async () => {
    const { calls } = fakeBackend((call) => ok({ currentPage: 1, pageSize: 10, totalCount: 1, totalPages: 1, items: byTab[tabOf(call.url) ?? '0'] ?? [] }));
    renderWithProviders(<OrdersOverview />, { path: '/hesabim/siparislerim?sekme=iadeler' });

    expect(screen.getByRole('tab', { name: 'İadeler' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('article', { name: 'Sipariş no 1000000004' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(tabOf(calls[0]?.url ?? '')).toBe('2');
  });

  it('switches tabs through the address and shows every status in Turkish', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend((call) => ok({ currentPage: 1, pageSize: 10, totalCount: 5, totalPages: 1, items: byTab[tabOf(call.url) ?? '0'] ?? [] }));
    const { router } = renderWithProviders(<OrdersOverview />, { path: '/hesabim/siparislerim' });

    const list = await screen.findAllByRole('article');
    expect(list).toHaveLength(5);
    const labels = list.map((card) => within(card).getByText(/Sipariş alındı|Hazırlanıyor|Kargoya verildi|Teslim edildi|İptal edildi/).textContent);
    expect(labels).toEqual(['Sipariş alındı', 'Hazırlanıyor', 'Kargoya verildi', 'Teslim edildi', 'İptal edildi']);
    expect(within(list[0] as HTMLElement).getByRole('link', { name: /^Sipariş detayı/ }).getAttribute('href')).toBe('/hesabim/siparislerim/1');

    await user.click(screen.getByRole('tab', { name: 'İptaller' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sekme=iptaller'));
    expect(screen.getByRole('tab', { name: 'İptaller' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Sipariş no 1000000005' })).toBeTruthy();
    expect(calls.map((call) => tabOf(call.url))).toEqual(['0', '3']);

    await user.click(screen.getByRole('tab', { name: 'Devam eden' }));
    expect(await screen.findByText('Devam eden siparişiniz yok.')).toBeTruthy();
    expect(router.state.location.search).toBe('?sekme=devam-eden');
  });
});
