import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { OrderDetail } from './order-detail.tsx';
import { enterText } from '@/testing/enter-text.ts';

const address = {
  id: 1,
  addressName: 'Ev',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '5321234567',
  address: 'Moda Caddesi No: 10',
  province: 'İstanbul',
  district: 'Kadıköy',
  neighborhood: 'Caferağa',
  corporateAddress: false,
  EInvoicePayer: false,
};

const line = (id: number, title: string, quantity: number, status: number) => ({
  id,
  productId: id,
  title,
  quantity,
  unitPrice: 100,
  totalPrice: 100 * quantity,
  status,
});

const detail = (status: number) => ({
  id: 7,
  orderNumber: '1000000007',
  platform: 'MARKETPLACE',
  status,
  createdAt: '2025-11-20T10:00:00.000Z',
  itemCount: 2,
  totalPrice: 300,
  items: [line(71, 'Çay bardağı', 2, status), line(72, 'Türk kahvesi', 1, status)],
  deliveryAddress: address,
  invoiceAddress: address,
  subtotal: 300,
  discountTotal: 0,
  couponDiscount: 0,
  shippingTotal: 0,
  cancellations: [],
  returns: [],
  hasInvoice: false,
});

describe('OrderDetail', () => {
  it('asks for a return with chosen counts and a reason, and shows 2000-0104 in the dialog keeping the input', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend((call) => (call.method === 'POST' ? failure(400, '2000-0104') : ok(detail(3))));
    const { notify } = renderWithProviders(<OrderDetail id={7} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş no 1000000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Siparişi iptal et' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'İade talebi oluştur' }));
    const dialog = screen.getByRole('dialog', { name: 'İade talebi oluştur' });
    const tea = within(dialog).getByRole('spinbutton', { name: 'Çay bardağı adedi' });
    await user.clear(tea);
    await user.type(tea, '3');
    await user.click(within(dialog).getByRole('button', { name: 'İade talebi oluştur' }));
    expect(within(dialog).getByText('En fazla 2 adet seçebilirsiniz.')).toBeTruthy();
    expect(within(dialog).getByText('Lütfen nedeninizi yazın (en az 3 karakter).')).toBeTruthy();

    await user.clear(tea);
    await user.type(tea, '1');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Türk kahvesi adedi' }));
    await enterText(user, within(dialog).getByRole('textbox', { name: /^İade nedeni/ }), 'Kırık geldi');
    await user.click(within(dialog).getByRole('button', { name: 'İade talebi oluştur' }));

    expect(await within(dialog).findByText('Bu ürün için zaten bir iade talebi var.')).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('Bu ürün için zaten bir iade talebi var.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ orderId: 7, items: [{ orderItemId: 71, quantity: 1 }], reason: 'Kırık geldi' });
    expect((within(dialog).getByRole('textbox', { name: /^İade nedeni/ }) as HTMLTextAreaElement).value).toBe('Kırık geldi');
  });

  it('cancels pieces of an order not yet shipped and shows a wrong count (2000-0067) in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend((call) => (call.method === 'POST' ? failure(400, '2000-0067') : ok(detail(1))));
    renderWithProviders(<OrderDetail id={7} />);

    await user.click(await screen.findByRole('button', { name: 'Siparişi iptal et' }));
    expect(screen.queryByRole('button', { name: 'İade talebi oluştur' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Siparişi iptal et' });
    await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));

    expect(await within(dialog).findByText('İptal edilecek ürün adedi hatalı.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      orderId: 7,
      items: [
        { orderItemId: 71, quantity: 2 },
        { orderItemId: 72, quantity: 1 },
      ],
    });
  });

  it('says an order that is not the member\'s does not exist, without offering a retry that cannot help', async () => {
    fakeBackend(() => failure(404, '2000-0201'));
    renderWithProviders(<OrderDetail id={1} />);

    expect(await screen.findByText('Bu numarada bir siparişiniz bulunmuyor.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
  });
});
