import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import type { SectionListing } from '../api/section-hooks.ts';
import { ListingComments } from './listing-comments.tsx';
import { ListingMemberActions } from './listing-member-actions.tsx';
import { enterText } from '@/testing/enter-text.ts';

const seller = { id: 7, name: 'Mehmet D.', slug: 'uye-7', rating: 4.2, followerCount: 30 };
const listing = {
  id: 50011, title: 'Ahşap sandalye', description: 'Ceviz ağacından.', price: 1499.9, status: 'GOOD', state: 'ACTIVE', images: [], categoryId: 3,
  province: 'Bursa', district: 'Nilüfer', shippingPayer: 'SELLER', isOpenNegotiation: 'NO', seller, platform: 'CRAFT', isFavorite: false,
  createdAt: '2026-11-01T10:00:00Z',
} as unknown as SectionListing;
const posts = (calls: Recorded[]) => calls.filter((c) => c.method === 'POST');
const author = { id: 8, displayName: 'Can T.' };

describe('Listing member actions', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('favourites a listing and reports it with a Turkish reason, refusing an empty report', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok({}));
    const { notify } = renderWithProviders(<ListingMemberActions section="craft" listing={listing} mine={false} />, { path: '/zanaat/ilan/50011' });
    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    await waitFor(() => expect(posts(calls)[0]?.url).toContain('/api/craft/favorite/50011'));

    await user.click(screen.getByRole('button', { name: 'İlanı şikayet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'İlanı şikayet et' });
    await user.click(within(dialog).getByRole('button', { name: 'Şikayeti gönder' }));
    expect(within(dialog).getByText('Şikayet nedenini seçin.')).toBeTruthy();
    expect(within(dialog).getByText('Açıklamanız 3 ile 500 karakter arasında olmalı.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);

    const reasons = within(within(dialog).getByRole('combobox', { name: 'Şikayet nedeni' })).getAllByRole('option').map((o) => o.textContent);
    expect(reasons).toContain('Yanıltıcı bilgi veya fotoğraf');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Şikayet nedeni' }), 'MISLEADING_INFO');
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Açıklamanız' }), 'Fotoğraflar başka ilandan.');
    await user.click(within(dialog).getByRole('button', { name: 'Şikayeti gönder' }));
    await waitFor(() => expect(posts(calls)[1]?.body).toEqual({ reasonType: 'MISLEADING_INFO', reason: 'Fotoğraflar başka ilandan.' }));
    expect(posts(calls)[1]?.url).toContain('/api/craft/product/50011/report');
    expect(notify.success).toHaveBeenCalledWith('İlan hakkındaki şikayetiniz gönderildi.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers nothing of the kind on my own listing', () => {
    fakeBackend(() => ok({}));
    renderWithProviders(<ListingMemberActions section="craft" listing={listing} mine />, { path: '/zanaat/ilan/50011' });
    expect(screen.queryByRole('button', { name: 'Favorilere ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'İlanı şikayet et' })).toBeNull();
  });

  it('shows comments with replies and sends a reply to a comment', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => {
      if (call.method === 'POST') return ok({});
      return ok({
        items: [{ id: 71, productId: 50011, comment: 'Fotoğraflar çok net.', parentCommentId: null, author, createdAt: '2026-11-20T10:00:00Z', replies: [
          { id: 72, productId: 50011, comment: 'Teşekkürler!', parentCommentId: 71, author: { id: 7, displayName: 'Mehmet D.' }, createdAt: '2026-11-20T11:00:00Z' },
        ] }],
        currentPage: 1, pageSize: 20, totalCount: 1, totalPages: 1,
      });
    });
    renderWithProviders(<ListingComments section="craft" listingId={50011} />, { path: '/zanaat/ilan/50011' });
    const comments = await screen.findByRole('list', { name: 'İlan yorumları' });
    expect(within(comments).getByText('Fotoğraflar çok net.')).toBeTruthy();
    expect(within(within(comments).getByRole('list', { name: 'Cevaplar' })).getByText('Teşekkürler!')).toBeTruthy();

    await user.click(within(comments).getByRole('button', { name: 'Cevap yaz' }));
    await enterText(user, within(comments).getByRole('textbox', { name: 'Can T. yorumuna cevabınız' }), 'Kutusu var mı?');
    await user.click(within(comments).getByRole('button', { name: 'Cevabı gönder' }));
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ comment: 'Kutusu var mı?', parentCommentId: 71 }));
    expect(posts(calls)[0]?.url).toContain('/api/craft/product/50011/comment');
  });
});
