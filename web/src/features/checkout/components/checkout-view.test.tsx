import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { cardMessages } from '@/lib/card-schema.ts';
import { testAddress, typeNewCard } from '@/testing/payment-page.tsx';
import { marketplaceCart } from '../testing/marketplace-cart.ts';
import { CheckoutView } from './checkout-view.tsx';
import { enterText } from '@/testing/enter-text.ts';

const order = { id: 99, orderNumber: '0000000099', platform: 'MARKETPLACE', status: 0, createdAt: '2026-11-22T10:00:00Z', itemCount: 1, totalPrice: 289.9, items: [] };

const answer = (createOrder: () => ReturnType<typeof ok>) => (call: Recorded) => {
  if (call.url.endsWith('/api/marketplace/cart')) return ok(marketplaceCart);
  if (call.url.endsWith('/api/user/addresses')) return ok([testAddress]);
  if (call.url.endsWith('/api/marketplace/card')) return ok([]);
  if (call.url.endsWith('/order/create')) return createOrder();
  return ok(null);
};
const orderCalls = (calls: Recorded[]) => calls.filter((call) => call.url.endsWith('/order/create'));
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('CheckoutView', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('checks a new card before anything is sent and says what is wrong in Turkish', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(answer(() => ok(order)));
    renderWithProviders(<CheckoutView />, { path: '/odeme' });
    await screen.findByRole('radio', { name: /Ev/ });
    expect((screen.getByRole('radio', { name: /Ev/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Yeni kart ile öde' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
    expect(await screen.findByText(cardMessages.holderName)).toBeTruthy();
    expect(screen.getByText(cardMessages.cardNumber)).toBeTruthy();
    expect(screen.getByText(cardMessages.expiry)).toBeTruthy();
    expect(screen.getByText(cardMessages.cvc)).toBeTruthy();
    expect(document.activeElement).toBe(field(/Kart üzerindeki ad soyad/));

    await typeNewCard(user, { number: '4242424242424241', expiry: '0120' });
    expect(field(/Kart numarası/).value).toBe('4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
    expect(await screen.findByText(cardMessages.cardNumber)).toBeTruthy();
    expect(screen.getByText(cardMessages.expired)).toBeTruthy();
    expect(orderCalls(calls)).toHaveLength(0);
  }, 20_000);

  it('creates the order with the chosen address and the new card, then shows the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(answer(() => ok(order)));
    const { router } = renderWithProviders(<CheckoutView />, { path: '/odeme' });
    await screen.findByRole('radio', { name: /Ev/ });

    await typeNewCard(user);
    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme/tamamlandi/99'));
    expect(orderCalls(calls)[0]?.body).toEqual({
      addressId: 11,
      invoiceAddressId: 11,
      installment: 1,
      card: { cardAlias: 'Kartım 4242', holderName: 'Ayşe Yılmaz', cardNumber: '4242424242424242', expireMonth: 12, expireYear: 2035, cvc: '123', saveCard: false },
    });
  }, 20_000);

  it('takes a coupon on the payment page, so one who logged in on the way here keeps their discount', async () => {
    const user = userEvent.setup();
    const withCoupon = { ...marketplaceCart, couponDiscount: 25, total: 264.9, coupon: { code: 'CARSI10', title: 'Sepette %10 indirim', discountType: 'PERCENTAGE', discountValue: 10, expiresAt: '2030-12-31T20:59:59Z' } };
    const { calls } = fakeBackend((call) => (call.url.endsWith('/cart-coupon') && call.method === 'POST' ? ok(withCoupon) : answer(() => ok(order))(call)));
    renderWithProviders(<CheckoutView />, { path: '/odeme' });
    const box = await screen.findByRole('region', { name: 'İndirim kuponu' });
    await user.type(within(box).getByRole('textbox', { name: 'Kupon kodu' }), 'CARSI10');
    await user.click(within(box).getByRole('button', { name: 'Uygula' }));
    expect(await within(box).findByText('Uygulanan kupon: CARSI10 — Sepette %10 indirim')).toBeTruthy();
    const total = screen.getByLabelText('Ödenecek tutar').textContent ?? '';
    expect(total).toContain('Kupon (CARSI10)');
    expect(total.replace(/\s/g, ' ')).toContain('264,90');
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/cart-coupon'))?.body).toEqual({ code: 'CARSI10' });
  }, 20_000);

  it('keeps every typed value when the payment is refused', async () => {
    const user = userEvent.setup();
    fakeBackend(answer(() => failure(400, '2000-0013')));
    const { notify } = renderWithProviders(<CheckoutView />, { path: '/odeme' });
    await screen.findByRole('radio', { name: /Ev/ });
    await typeNewCard(user);
    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Stokta yeterli ürün yok.');
    expect(notify.warning).toHaveBeenCalledWith('Stokta yeterli ürün yok.');
    expect(field(/Kart numarası/).value).toBe('4242 4242 4242 4242');
    expect(field(/Kart üzerindeki ad soyad/).value).toBe('Ayşe Yılmaz');
  }, 20_000);

  it('offers the instalments of the card\'s bank and pays with the chosen one', async () => {
    const user = userEvent.setup();
    const cardInfo = {
      binNumber: '552879', bankName: 'Garanti BBVA', brand: 'MASTERCARD', cardType: 'CREDIT',
      installments: [
        { installment: 1, installmentAmount: 289.9, totalAmount: 289.9, interestRate: 0 },
        { installment: 3, installmentAmount: 98.57, totalAmount: 295.7, interestRate: 2 },
      ],
    };
    const { calls } = fakeBackend((call) => (call.url.endsWith('/order/card/info') ? ok(cardInfo) : answer(() => ok(order))(call)));
    renderWithProviders(<CheckoutView />, { path: '/odeme' });
    await screen.findByRole('radio', { name: /Ev/ });
    expect(screen.getByText('Bu kart için taksit seçeneği yok; tutar tek çekim olarak ödenir.')).toBeTruthy();

    await enterText(user, field(/Kart üzerindeki ad soyad/), 'Ayşe Yılmaz');
    await user.type(field(/Kart numarası/), '5528790000000008');
    await user.click(await screen.findByRole('radio', { name: /^3 taksit × / }));
    expect(screen.getByText('Taksit seçenekleri (Garanti BBVA)')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/order/card/info'))?.body).toEqual({ binNumber: '552879', amount: 289.9 });
    await user.type(field(/Son kullanma/), '1235');
    await user.type(field(/CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));

    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]?.body).toMatchObject({ installment: 3 });
  }, 20_000);
});
