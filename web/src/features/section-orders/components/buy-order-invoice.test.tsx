import { errorMessages, storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { BuyOrderInvoice } from './buy-order-invoice.tsx';

const order = {
  id: 7005, orderNumber: '3025055437', platform: 'CRAFT', status: 3, createdAt: '2025-10-10T11:00:00Z', itemCount: 1, totalPrice: 1200,
  items: [], subtotal: 1200, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, cancellations: [], returns: [], hasInvoice: true,
} as unknown as Parameters<typeof BuyOrderInvoice>[0]['order'];
const invoice = {
  id: 88, orderId: 7005, orderNumber: '3025055437', platform: 'CRAFT', invoiceNumber: 'CRS0000000000088', invoiceDate: '2025-10-11',
  fileUrl: '/files/invoices/88.pdf', totalAmount: 1200, sellerName: 'Ayşe Y.', buyerName: 'Ali K.', createdAt: '2025-10-11T09:00:00Z',
};

describe('the seller’s invoice of a section purchase', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the family for the invoice and saves its PDF under the invoice number', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok(invoice));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fatura');
    renderWithProviders(<BuyOrderInvoice section="craft" order={order} />);
    const box = screen.getByRole('region', { name: 'Fatura' });
    await user.click(within(box).getByRole('button', { name: 'Faturayı indir (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['fatura-CRS0000000000088.pdf']));
    expect(calls[0]?.url).toContain('/api/craft/buy-order/7005/invoice');
  });

  it('says the invoice comes later while the seller has not uploaded one, asking nothing', () => {
    const { calls } = fakeBackend(() => ok(invoice));
    renderWithProviders(<BuyOrderInvoice section="secondHand" order={{ ...order, hasInvoice: false }} />);
    expect(screen.getByText('Satıcı faturayı yüklediğinde buradan indirebilirsiniz.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Faturayı indir (PDF)' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the catalogue’s message when the invoice is gone after all', async () => {
    const user = userEvent.setup();
    fakeBackend(() => failure(404, '2000-0210'));
    const { notify } = renderWithProviders(<BuyOrderInvoice section="swap" order={order} />);
    await user.click(screen.getByRole('button', { name: 'Faturayı indir (PDF)' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith(errorMessages['2000-0210']));
    expect(screen.getByRole('button', { name: 'Faturayı indir (PDF)' })).toBeTruthy();
  });
});
