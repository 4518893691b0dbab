import { storeToken } from '@carsi/sdk/runtime';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@carsi/sdk/main';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { SellOrderInvoice } from './sell-order-invoice.tsx';

const address = { id: 1, addressName: 'Ev', firstName: 'Ali', lastName: 'Kaya', phone: '5321234567', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Moda', address: 'Moda Cad. 1', corporateAddress: false, EInvoicePayer: false };
const order = {
  id: 7001, orderNumber: '2500007001', platform: 'SECONDHAND', status: 0, createdAt: '2025-10-10T11:00:00Z', itemCount: 1, totalPrice: 1200,
  items: [{ id: 9001, productId: 5, title: 'Bisiklet', quantity: 1, unitPrice: 1200, totalPrice: 1200, status: 0 }],
  deliveryAddress: address, invoiceAddress: address, subtotal: 1200, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, cancellations: [], returns: [], hasInvoice: false,
} as unknown as OrderDetail;

const form = () => screen.getByRole('form', { name: 'Fatura yükle' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Fatura dosyası (PDF)'), { target: { files: [file] } });

describe('SellOrderInvoice', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('refuses no file, an empty file and a non-PDF in the browser with the catalogue messages, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok({}));
    renderWithProviders(<SellOrderInvoice section="secondHand" order={order} />);

    await user.click(screen.getByRole('button', { name: 'Faturayı yükle' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Dosya yüklemeniz gerekiyor.');

    choose(new File([], 'bos.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Faturayı yükle' }));
    expect(within(form()).getByRole('alert').textContent).toBe('En az bir dosya yüklemelisiniz.');

    choose(new File(['fatura'], 'fatura.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Faturayı yükle' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Yalnızca PDF dosyası yükleyebilirsiniz.');
    expect(screen.getByText('fatura.txt')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('sends a PDF and shows the server refusal on the form, keeping the chosen file', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => failure(400, '2000-0071'));
    renderWithProviders(<SellOrderInvoice section="secondHand" order={order} />);

    choose(new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Faturayı yükle' }));

    await waitFor(() => expect(within(form()).getByRole('alert').textContent).toBe('Bu siparişin faturası zaten var.'));
    expect(calls.find((call) => call.method === 'POST')?.url).toContain('/api/second-hand/sell-order/7001/invoice');
    expect(screen.getByText('fatura.pdf')).toBeTruthy();
  });
});
