import { errorMessages, storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { enterText } from '@/testing/enter-text.ts';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { StoreDiscounts } from './store-discounts.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Ev Tekstili', slug: 'anadolu-ev-tekstili', rating: 4.6, followerCount: 10 };
const product = (id: number, title: string, price: number, discountRate = 0) => ({
  id, title, slug: `urun-${id}`, price, discountRate, image, rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE', freeShipping: false, stock: 5,
  ...(discountRate > 0 ? { discountedPrice: Math.round(price * (100 - discountRate)) / 100 } : {}),
});
const page = (items: unknown[]) => ({ currentPage: 1, pageSize: 20, totalCount: items.length, totalPages: 1, items });
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const havlu = product(14, 'Taç Havlu Seti', 1000, 50);
const pestemal = product(15, 'Taç Peştemal 70x140 cm', 759.9);

/** A store with one discounted product; `onPut` answers the discount call. */
function store(onPut: (call: Recorded) => ReturnType<typeof ok> = () => ok({ ...pestemal, discountRate: 25, discountedPrice: 568.9 })) {
  let discounted = [havlu];
  return fakeBackend((call) => {
    if (call.method === 'PUT') {
      const answer = onPut(call);
      if (answer.status === 200) discounted = [havlu, answer.data as typeof havlu];
      return answer;
    }
    if (call.method === 'DELETE') {
      discounted = [];
      return ok({ ...havlu, discountRate: 0, discountedPrice: undefined });
    }
    if (call.url.includes('/search/product')) return ok(page([havlu, pestemal]));
    return ok(page(discounted));
  });
}

async function openDialogFor(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: 'Ürüne indirim uygula' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ürüne indirim uygula' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Ürün' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(title) }));
  return dialog;
}

describe('StoreDiscounts', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('lists the discounted products with the old price struck and the rate', async () => {
    store();
    renderWithProviders(<StoreDiscounts storeSlug="anadolu-ev-tekstili" />);
    const row = await screen.findByRole('listitem', { name: 'Taç Havlu Seti' });
    expect(plain(row.textContent)).toContain('İndirimli fiyat: ₺500,00');
    expect(plain(row.textContent)).toContain('Eski fiyat: ₺1.000,00');
    expect(row.textContent).toContain('%50 indirim');
  });

  it('sets a discount with a live preview, then the list shows the server’s price', async () => {
    const user = userEvent.setup();
    const { calls } = store();
    const { notify } = renderWithProviders(<StoreDiscounts storeSlug="anadolu-ev-tekstili" />);
    const dialog = await openDialogFor(user, 'Peştemal');
    await enterText(user, within(dialog).getByRole('textbox', { name: 'İndirim oranı' }), '25');
    expect(plain(within(dialog).getByRole('status').textContent)).toContain('Tahmini yeni fiyat: ₺569,93');

    await user.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ body: { discountRate: 25 } });
    expect(calls.find((call) => call.method === 'PUT')?.url).toContain('/api/marketplace/store/discount/15');
    expect(notify.success).toHaveBeenCalledWith('İndirim kaydedildi.');
    const row = await screen.findByRole('listitem', { name: 'Taç Peştemal 70x140 cm' });
    expect(plain(row.textContent)).toContain('İndirimli fiyat: ₺568,90');
  });

  it('tells the 60% cap on the field as it is typed, keeps the value and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = store();
    renderWithProviders(<StoreDiscounts storeSlug="anadolu-ev-tekstili" />);
    const dialog = await openDialogFor(user, 'Peştemal');
    const field = within(dialog).getByRole('textbox', { name: 'İndirim oranı' });
    await enterText(user, field, '75');
    expect(within(dialog).getByText(errorMessages['2000-0037'])).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    expect(field).toHaveProperty('value', '75');
    expect(within(dialog).getByText(errorMessages['2000-0037'])).toBeDefined();

    await user.clear(field);
    await enterText(user, field, '150');
    expect(within(dialog).getByText(errorMessages['2000-0039'])).toBeDefined();
    await user.clear(field);
    await enterText(user, field, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    expect(within(dialog).getByText('İndirim oranı tam sayı olmalı (ör. 25).')).toBeDefined();
    expect(field).toHaveProperty('value', '12,5');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('puts the server’s refusal on the field or above the buttons, keeping what was typed', async () => {
    const user = userEvent.setup();
    let answer = failure(400, '2000-0037');
    store(() => answer);
    renderWithProviders(<StoreDiscounts storeSlug="anadolu-ev-tekstili" />);
    const dialog = await openDialogFor(user, 'Peştemal');
    const field = within(dialog).getByRole('textbox', { name: 'İndirim oranı' });
    await enterText(user, field, '40');
    await user.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    expect(await within(dialog).findByText(errorMessages['2000-0037'])).toBeDefined();

    answer = failure(400, '1000-1008');
    await user.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(errorMessages['1000-1008']);
    expect(field).toHaveProperty('value', '40');
  });

  it('asks before removing a discount and empties the list', async () => {
    const user = userEvent.setup();
    const { calls } = store();
    renderWithProviders(<StoreDiscounts storeSlug="anadolu-ev-tekstili" />);
    await user.click(await screen.findByRole('button', { name: 'Taç Havlu Seti indirimini kaldır' }));
    const confirm = await screen.findByRole('dialog', { name: 'İndirim kaldırılsın mı?' });
    expect(plain(confirm.textContent)).toContain('liste fiyatı ₺1.000,00');
    await user.click(within(confirm).getByRole('button', { name: 'İndirimi kaldır' }));
    expect(await screen.findByText(/İndirimde ürününüz yok/)).toBeDefined();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/api/marketplace/store/discount/14');
  });
});
