import { storeToken } from '@carsi/sdk/runtime';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { SectionOrder } from './section-orders.tsx';

const address = { id: 1, addressName: 'Ev', firstName: 'Ali', lastName: 'Kaya', phone: '5321234567', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Moda', address: 'Moda Cad. 1', corporateAddress: false, EInvoicePayer: false };
const payment = { maskedCardNumber: '552879******0008', installment: 1, paidAmount: 1200, paidAt: '2025-10-10T11:00:00Z' };
const order = {
  id: 7005, orderNumber: '3025055437', platform: 'SECONDHAND', status: 3, createdAt: '2025-10-10T11:00:00Z', itemCount: 1, totalPrice: 1200,
  items: [{ id: 9005, productId: 5, title: 'Bisiklet', quantity: 1, unitPrice: 1200, totalPrice: 1200, status: 3, cancelledQuantity: 0, returnedQuantity: 0 }],
  deliveryAddress: address, invoiceAddress: address, subtotal: 1200, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, cancellations: [], returns: [], hasInvoice: false,
};

/** Answers the order (with `payment`, as a server that leaked it would) and an empty list for anything else. */
const backend = () =>
  fakeBackend((call) => (/\/(sell|buy)-order\/7005$/.test(call.url) ? ok({ ...order, payment }) : ok([])));

describe('a section order in detail', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it("shows the seller the order number and never the buyer's card", async () => {
    backend();
    renderWithProviders(<SectionOrder section="secondHand" side="sell" id={7005} />);

    expect(await screen.findByText(/Sipariş no 3025055437/)).toBeTruthy();
    expect(screen.queryByText(/552879/)).toBeNull();
    expect(screen.queryByText(/Kart:/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ödeme' })).toBeNull();
  });

  it('shows the buyer the order number and how they paid', async () => {
    backend();
    renderWithProviders(<SectionOrder section="secondHand" side="buy" id={7005} />);

    expect(await screen.findByText(/Sipariş no 3025055437/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ödeme' }).textContent).toContain('Kart: 552879******0008 · Tek çekim');
  });
});
