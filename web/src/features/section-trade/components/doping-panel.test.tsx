import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { DopingPanel } from './doping-panel.tsx';

const seller = { id: 1, name: 'Ayşe Y.', slug: 'uye-1', rating: 4.5, followerCount: 3 };
const image = { url: '/img/ilan.jpg', alt: 'İlan', width: 600, height: 800 };
const bike = {
  id: 50121, title: 'Şehir bisikleti', description: 'Az kullanıldı, bakımlı.', price: 4750, status: 'GOOD', state: 'ACTIVE', images: [image],
  categoryId: 3, province: 'İstanbul', district: 'Kadıköy', shippingPayer: 'BUYER', isOpenNegotiation: 'YES', seller, platform: 'SWAP',
  createdAt: '2026-11-01T10:00:00Z',
};
const summary = { id: 50121, title: 'Şehir bisikleti', slug: 'ilan-50121', price: 4750, discountRate: 0, image, rating: 0, ratingCount: 0, seller, platform: 'SWAP', freeShipping: false, stock: 1 };
const doping = (id: number, active: boolean) => ({
  id, productId: 50121, product: summary, package: 'SHOWCASE', durationDays: 7, price: 139.3,
  startsAt: '2026-11-20T10:00:00Z', endsAt: '2026-11-27T10:00:00Z', active,
});
/** The price list as the contract answers it, in the order the shop offers the packages. */
const priceList = [
  { package: 'SHOWCASE', prices: [{ durationDays: 1, price: 39.9 }, { durationDays: 7, price: 149.9 }, { durationDays: 30, price: 299.9 }] },
  { package: 'TOP_OF_LIST', prices: [{ durationDays: 7, price: 119.9 }, { durationDays: 30, price: 1249.9 }] },
];
const card = { id: 14, cardAlias: 'Maaş kartım', lastFourDigits: '0008', expireMonth: 12, expireYear: 2030 };

const dopingReads = (calls: Recorded[]) => calls.filter((c) => c.method === 'GET' && c.url.endsWith('/api/swap/doping')).length;

describe('DopingPanel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('asks for a listing, buys the chosen package with the saved card and reads the list again after 1 s', async () => {
    const user = userEvent.setup();
    let dopings = [doping(51, false)];
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/api/swap/user/product')) return ok({ items: [bike], currentPage: 1, pageSize: 50, totalCount: 1, totalPages: 1 });
      if (call.url.includes('/api/marketplace/card')) return ok([card]);
      if (call.url.endsWith('/api/swap/doping/package')) return ok(priceList);
      if (call.url.endsWith('/api/swap/doping') && call.method === 'POST') {
        dopings = [doping(52, true), ...dopings];
        return ok(dopings[0]);
      }
      if (call.url.endsWith('/api/swap/doping')) return ok(dopings);
      return ok({});
    });
    const { notify } = renderWithProviders(<DopingPanel />, { path: '/takas/hesabim/one-cikanlar' });
    const list = await screen.findByRole('region', { name: 'Öne çıkarmalarım' });
    expect(await within(list).findByText('Sona erdi')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Öne çıkarmayı durdur' })).toBeNull();

    const prices = await screen.findByRole('table', { name: 'Öne çıkarma fiyatları (KDV dahil)' });
    expect(within(prices).getByRole('row', { name: 'Vitrin ₺39,90 ₺149,90 ₺299,90' })).toBeTruthy();
    expect(within(prices).getByRole('row', { name: 'Listede en üstte Satışta değil ₺119,90 ₺1.249,90' })).toBeTruthy();
    await screen.findByRole('option', { name: /Şehir bisikleti/ });
    await user.click(screen.getByRole('button', { name: 'Öde ve öne çıkar' }));
    expect(await screen.findByText('Öne çıkarmak istediğiniz ilanı seçin.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'İlan' }), '50121');
    // What each choice costs is on the page before paying, and the amount follows the choice.
    expect(screen.getByText('Ödenecek tutar: ₺39,90')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paket' }), 'TOP_OF_LIST');
    expect(within(screen.getByRole('combobox', { name: 'Süre' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['7 gün — ₺119,90', '30 gün — ₺1.249,90']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Süre' }), '30');
    expect(screen.getByText('Ödenecek tutar: ₺1.249,90')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Ödeme kartı' }) as HTMLSelectElement).value).toBe('14');
    const readsBefore = dopingReads(calls);
    await user.click(screen.getByRole('button', { name: 'Öde ve öne çıkar' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: 50121, package: 'TOP_OF_LIST', durationDays: 30, cardId: 14 }));
    expect(notify.success).toHaveBeenCalledWith('İlanınız öne çıkarıldı.');
    await waitFor(() => expect(dopingReads(calls)).toBeGreaterThan(readsBefore), { timeout: 3000 });
    expect(await within(list).findByText('Yayında')).toBeTruthy();
  });

  it('says when the price list cannot be read and offers no payment until it can', async () => {
    const user = userEvent.setup();
    let broken = true;
    fakeBackend((call) => {
      if (call.url.includes('/api/swap/user/product')) return ok({ items: [bike], currentPage: 1, pageSize: 50, totalCount: 1, totalPages: 1 });
      if (call.url.includes('/api/marketplace/card')) return ok([card]);
      if (call.url.endsWith('/api/swap/doping/package')) return broken ? failure(500, '1000-1000') : ok(priceList);
      return ok([]);
    });
    renderWithProviders(<DopingPanel />, { path: '/takas/hesabim/one-cikanlar', immediateRetries: true });
    expect(await screen.findByText('Öne çıkarma fiyatları yüklenemedi.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Öde ve öne çıkar' })).toBeNull();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('button', { name: 'Öde ve öne çıkar' })).toBeTruthy();
  });

  it('stops a running promotion after asking, and says when there is none', async () => {
    const user = userEvent.setup();
    let dopings = [doping(51, true)];
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/api/swap/user/product')) return ok({ items: [bike], currentPage: 1, pageSize: 50, totalCount: 1, totalPages: 1 });
      if (call.url.includes('/api/marketplace/card')) return ok([card]);
      if (call.url.endsWith('/api/swap/doping/package')) return ok(priceList);
      if (call.method === 'DELETE') {
        dopings = [];
        return ok({});
      }
      return ok(dopings);
    });
    renderWithProviders(<DopingPanel />, { path: '/takas/hesabim/one-cikanlar' });
    await user.click(await screen.findByRole('button', { name: 'Öne çıkarmayı durdur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Öne çıkarma durdurulsun mu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Durdur' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/swap/doping/51'))).toBe(true));
    expect(await screen.findByText('Henüz öne çıkardığınız bir ilan yok.', {}, { timeout: 3000 })).toBeTruthy();
  });
});
