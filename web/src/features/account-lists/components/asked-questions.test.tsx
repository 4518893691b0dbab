import { storeToken, successMessages } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isPrivatePath } from '@/lib/seo/indexing.ts';
import { paths } from '@/config/paths.ts';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { AskedQuestions } from './asked-questions.tsx';

const image = { url: '/img/x.jpg', alt: 'Çini Kupa', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
const product = { id: 7, title: 'Çini Kupa', slug: 'cini-kupa', price: 250, discountRate: 0, image, rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE', freeShipping: false, stock: 5 };
const answered = {
  id: 11,
  productId: 7,
  question: 'Bulaşık makinesinde yıkanabilir mi?',
  answer: 'Evet, sırlı olduğu için yıkanabilir.',
  askerName: 'D*** Ü***',
  createdAt: '2026-11-02T10:00:00Z',
  answeredAt: '2026-11-03T10:00:00Z',
  product,
};
const waiting = { id: 12, productId: 7, question: 'Kaç ml alıyor acaba?', askerName: 'D*** Ü***', createdAt: '2026-11-04T10:00:00Z', product };
const page = (items: unknown[]) => ok({ items, totalCount: items.length, currentPage: 1, pageSize: 10, totalPages: items.length > 0 ? 1 : 0 });
const pathOf = (call: Recorded) => new URL(call.url, 'http://localhost').pathname;

describe('AskedQuestions (Sorularım)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('lists the questions with their product and answer, and deletes one after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    let questions = [waiting, answered];
    const { calls } = fakeBackend((call) => {
      if (call.method === 'DELETE') {
        questions = questions.filter((question) => `/api/marketplace/question/${question.id}` !== pathOf(call));
        return ok({});
      }
      return page(questions);
    });
    const { notify } = renderWithProviders(<AskedQuestions />);

    const cards = await screen.findAllByRole('article', { name: 'Çini Kupa hakkındaki sorunuz' });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Kaç ml alıyor acaba?')).toBeTruthy();
    expect(within(first).getByText('Cevap bekleniyor')).toBeTruthy();
    expect(within(first).getByText('Satıcı henüz cevaplamadı.')).toBeTruthy();
    expect(within(second).getByText('Evet, sırlı olduğu için yıkanabilir.')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Çini Kupa' }).getAttribute('href')).toBe('/urun/7');

    // Cancelling the confirmation deletes nothing.
    await user.click(within(first).getByRole('button', { name: 'Çini Kupa hakkındaki sorunuzu sil' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Soru silinsin mi?' })).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(first).getByRole('button', { name: 'Çini Kupa hakkındaki sorunuzu sil' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Soru silinsin mi?' })).getByRole('button', { name: 'Soruyu sil' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(/\/api\/marketplace\/question\/12$/);
    expect(notify.success).toHaveBeenCalledWith(successMessages.deleteQuestion);
    expect(screen.queryByText('Kaç ml alıyor acaba?')).toBeNull();
  });

  it('says when there is no question, and offers a retry when the list fails', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    fakeBackend(() => (fail ? failure(500, '1000-1000') : page([])));
    renderWithProviders(<AskedQuestions />, { immediateRetries: true });

    expect(await screen.findByText('Sorularınız yüklenemedi.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText(/Henüz bir ürün hakkında soru sormadınız/)).toBeTruthy();
  });

  it('is a private page, out of search engines', () => {
    expect(isPrivatePath(paths.accountQuestions.getHref())).toBe(true);
    expect(isPrivatePath(paths.accountInvoices.getHref())).toBe(true);
  });
});
