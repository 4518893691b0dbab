import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { NegotiationInbox } from './negotiation-inbox.tsx';
import { SwapOfferInbox } from './swap-offer-inbox.tsx';

const seller = { id: 1, name: 'Ayşe Y.', slug: 'uye-1', rating: 4.5, followerCount: 3 };
const image = { url: '/img/ilan.jpg', alt: 'İlan', width: 600, height: 800 };
const summary = (id: number, title: string, platform: string) => ({
  id, title, slug: `ilan-${id}`, price: 4750, discountRate: 0, image, rating: 0, ratingCount: 0, seller, platform, freeShipping: false, stock: 1,
});
const page = (items: unknown[]) => ({ items, currentPage: 1, pageSize: 50, totalCount: items.length, totalPages: 1 });
const posts = (calls: Recorded[]) => calls.filter((c) => c.method === 'POST');

const negotiation = {
  id: 31, productId: 40012, product: summary(40012, 'Ahşap kitaplık', 'SECONDHAND'), price: 1200, listPrice: 1500, status: 'PENDING',
  buyerId: 9, sellerId: 1, role: 'SELLER', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z',
};
const swapOffer = (id: number, role: 'SELLER' | 'BUYER') => ({
  id, targetProductId: 50121, targetProduct: summary(50121, 'Şehir bisikleti', 'SWAP'), offeredProductIds: [50130],
  offeredProducts: [summary(50130, 'Kamp çadırı', 'SWAP')], status: 'PENDING', offererId: 9, ownerId: 1, role, createdAt: '2026-11-20T10:00:00Z',
});

describe('Irrevocable answers to offers are asked first', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('rejects a price offer only after the seller confirms; "Vazgeç" sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/negotiation') && call.method === 'GET') return ok(page(call.url.includes('role=SELLER') ? [negotiation] : []));
      return ok({ ...negotiation, status: 'REJECTED' });
    });
    const { notify } = renderWithProviders(<NegotiationInbox section="secondHand" />, { path: '/pazar/hesabim/teklifler' });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklif reddedilsin mi?' });
    expect(within(dialog).getByText(/“Ahşap kitaplık” için alıcının teklifi .*1\.200,00.* reddedilecek\. Bu işlem geri alınamaz\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(posts(calls).map((c) => c.url)).toEqual([expect.stringMatching(/\/api\/second-hand\/negotiation\/31\/reject$/)]));
    expect(notify.success).toHaveBeenCalledWith('Teklif reddedildi.');
  });

  it('asks before rejecting, accepting or withdrawing a swap offer', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/api/swap/offer') && call.method === 'GET') return ok(page([swapOffer(call.url.includes('role=SELLER') ? 61 : 62, call.url.includes('role=SELLER') ? 'SELLER' : 'BUYER')]));
      if (call.url.includes('/api/swap/ban')) return ok([]);
      return ok({});
    });
    renderWithProviders(<SwapOfferInbox />, { path: '/takas/hesabim/takas-teklifleri' });

    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    let dialog = await screen.findByRole('dialog', { name: 'Takas teklifi reddedilsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await user.click(screen.getByRole('button', { name: 'Takası kabul et' }));
    dialog = await screen.findByRole('dialog', { name: 'Takas kabul edilsin mi?' });
    expect(within(dialog).getByText(/geri alınamaz/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await user.click(screen.getByRole('button', { name: 'Teklifi geri çek' }));
    dialog = await screen.findByRole('dialog', { name: 'Takas teklifiniz geri çekilsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(posts(calls).map((c) => c.url)).toEqual([expect.stringMatching(/\/api\/swap\/offer\/61\/reject$/)]));
  });
});
