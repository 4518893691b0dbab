import { storeToken } from '@carsi/sdk/runtime';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { RatingsView } from './ratings-view.tsx';
import { enterText } from '@/testing/enter-text.ts';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
const product = { id: 7, title: 'Çini Kupa', slug: 'cini-kupa', price: 250, discountRate: 0, image, rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE', freeShipping: false, stock: 5 };
const page = (items: unknown[]) => ({ items, totalCount: items.length, currentPage: 1, pageSize: 20, totalPages: 1 });
const toRate = { orderId: 40021, target: 'PRODUCT', product, seller, deliveredAt: '2026-11-02T10:00:00Z' };
const pending = { id: 5, target: 'PRODUCT', score: 4, comment: 'Güzel kupa', approvalState: 'WAITING_FOR_APPROVAL', authorName: 'D*** Ü***', product, seller, orderId: 40021, createdAt: '2026-11-03T10:00:00Z' };

describe('RatingsView', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('lists delivered items to rate under "Yeni" (no date error) and rates one with stars and a comment', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => (call.method === 'POST' ? ok(pending) : call.url.includes('/new') ? ok(page([toRate])) : ok(page([]))));
    renderWithProviders(<RatingsView />);

    const card = await screen.findByRole('article', { name: 'Çini Kupa' });
    expect(card.textContent).toContain('2 Kasım 2026');
    await user.click(within(card).getByRole('button', { name: 'Değerlendir: Çini Kupa' }));
    await user.click(within(card).getByRole('button', { name: 'Değerlendir' }));
    expect(await within(card).findByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeTruthy();
    await enterText(user, within(card).getByLabelText('Yorumunuz (isteğe bağlı)'), 'Çok şık');
    fireEvent.click(within(card).getByRole('radio', { name: '4 yıldız' }));
    await user.click(within(card).getByRole('button', { name: 'Değerlendir' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ orderId: 40021, productId: 7, score: 4, comment: 'Çok şık' });
  });

  it('shows pending ratings with their state and keeps the edit text when saving fails', async () => {
    const user = userEvent.setup();
    fakeBackend((call) => (call.method === 'PUT' ? failure(400, '1000-1016') : ok(page([pending]))));
    renderWithProviders(<RatingsView />, { path: '/?sekme=pending' });

    const card = await screen.findByRole('article', { name: 'Çini Kupa' });
    expect(within(card).getByText('Onay bekliyor')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Çini Kupa değerlendirmesini düzenle' }));
    const comment = within(card).getByLabelText('Yorumunuz (isteğe bağlı)');
    await user.clear(comment);
    await enterText(user, comment, 'Fikrim değişti');
    await user.click(within(card).getByRole('button', { name: 'Kaydet' }));
    await within(card).findByRole('button', { name: 'Kaydet' });
    expect(within(card).getByLabelText('Yorumunuz (isteğe bağlı)')).toHaveProperty('value', 'Fikrim değişti');
  });
});
