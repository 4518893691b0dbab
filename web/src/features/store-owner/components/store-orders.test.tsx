import { storeToken } from '@carsi/sdk/runtime';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders, sentMultipart } from '@/testing/test-utils.tsx';
import { StoreOrders } from './store-orders.tsx';

const order = {
  id: 11, orderNumber: '2025087109', platform: 'MARKETPLACE', status: 1, createdAt: '2025-10-10T11:00:00Z', itemCount: 1, totalPrice: 450,
  items: [{ id: 31, productId: 4, title: 'Kupa', quantity: 1, unitPrice: 450, totalPrice: 450, status: 1, cancelledQuantity: 0, returnedQuantity: 0 }],
};

/** The store's one order, and an answer for anything the forms send. */
const backend = () => fakeBackend((call) => (call.url.includes('/order/store-list') ? ok({ currentPage: 1, pageSize: 20, totalCount: 1, totalPages: 1, items: [order] }) : ok({})));

const card = async () => screen.findByRole('article', { name: 'Sipariş 2025087109' });

describe("the store's orders (the commerce core's forms on the marketplace's calls)", () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('sends the shipment of the order with the chosen carrier once the tracking number is valid', async () => {
    const user = userEvent.setup();
    const { calls } = backend();
    renderWithProviders(<StoreOrders />);
    await user.click(within(await card()).getByRole('button', { name: 'Kargo bilgisi gir' }));

    await user.type(screen.getByRole('textbox', { name: /Takip numarası/ }), 'YK1');
    await user.click(screen.getByRole('button', { name: 'Kargoya verdim' }));
    expect(screen.getByText('Takip numarası 6–30 harf veya rakamdan oluşur.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Takip numarası/ }), '23456789');
    await user.click(screen.getByRole('button', { name: 'Kargoya verdim' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ orderId: 11, cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789' }));
    expect(calls.find((call) => call.method === 'POST')?.url).toContain('/api/marketplace/order/shipping-update');
  }, 20_000);

  it("uploads the order's PDF with the invoice number in the marketplace's form (the order named in it)", async () => {
    const user = userEvent.setup();
    const { fetchMock } = backend();
    renderWithProviders(<StoreOrders />);
    await user.click(within(await card()).getByRole('button', { name: 'Fatura yükle' }));

    fireEvent.change(screen.getByLabelText('Fatura dosyası (PDF)'), { target: { files: [new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' })] } });
    await user.type(screen.getByRole('textbox', { name: 'Fatura numarası (isteğe bağlı)' }), 'abc2025000000123');
    await user.click(screen.getByRole('button', { name: 'Faturayı yükle' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const sent = sentMultipart(fetchMock, 'POST');
    expect(sent.get('orderId')).toBe('11');
    expect(sent.get('invoiceNumber')).toBe('ABC2025000000123');
    expect((sent.get('file') as File).name).toBe('fatura.pdf');
  }, 20_000);
});
