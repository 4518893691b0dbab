import { storeToken, successMessages } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { ListingQuestions } from './listing-questions.tsx';
import { enterText } from '@/testing/enter-text.ts';

const question = (id: number, text: string, answer?: string) => ({
  id, productId: 50001, question: text, askerName: 'E*** K***', createdAt: '2026-11-20T10:00:00Z', ...(answer ? { answer, answeredAt: '2026-11-21T10:00:00Z' } : {}),
});
const page = (items: unknown[]) => ok({ items, currentPage: 1, pageSize: 20, totalCount: items.length, totalPages: 1 });
const posts = (calls: Recorded[]) => calls.filter((c) => c.method === 'POST');

describe('ListingQuestions', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('shows answered questions and sends a question of the right length, keeping a too short one', async () => {
    const user = userEvent.setup();
    let mine: unknown[] = [];
    const { calls } = fakeBackend((call) => {
      if (call.method === 'POST') {
        mine = [question(9, 'Garantisi var mı?')];
        return ok(mine[0]);
      }
      if (call.url.includes('/api/second-hand/question')) return page(mine);
      return page([question(1, 'Kargo kime ait?', 'Alıcıya aittir.')]);
    });
    const { notify } = renderWithProviders(<ListingQuestions section="secondHand" listingId={50001} mine={false} />, { path: '/pazar/ilan/50001' });
    const answered = await screen.findByRole('list', { name: 'Cevaplanan sorular' });
    expect(within(answered).getByText('Alıcıya aittir.')).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Satıcıya sorunuz' });
    await user.type(field, 'Ne');
    await user.click(screen.getByRole('button', { name: 'Soru sor' }));
    expect(await screen.findByText('Sorunuz 3 ile 500 karakter arasında olmalı.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Ne');
    expect(posts(calls)).toHaveLength(0);

    await user.clear(field);
    await enterText(user, field, 'Garantisi var mı?');
    await user.click(screen.getByRole('button', { name: 'Soru sor' }));
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ question: 'Garantisi var mı?' }));
    expect(posts(calls)[0]?.url).toContain('/api/second-hand/product/50001/question');
    expect(notify.success).toHaveBeenCalledWith('Sorunuz satıcıya iletildi; cevaplandığında burada görünür.');
    expect(await screen.findByText('Cevap bekleyen sorularınız')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('shows 20 questions, then the next page under them, and lets the asker delete only their own question after confirming', async () => {
    const user = userEvent.setup();
    const answeredPage = (currentPage: number) => {
      const first = (currentPage - 1) * 20;
      const items = Array.from({ length: currentPage === 1 ? 20 : 5 }, (_, at) => question(first + at + 1, `Soru numarası ${first + at + 1}?`, 'Evet.'));
      return ok({ items, currentPage, pageSize: 20, totalCount: 25, totalPages: 2 });
    };
    let asked = [question(3, 'Soru numarası 3?', 'Evet.'), question(40, 'Faturası var mı?')];
    const { calls } = fakeBackend((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (call.method === 'DELETE') {
        asked = asked.filter((q) => !url.pathname.endsWith(`/question/${q.id}`));
        return ok({});
      }
      if (url.pathname === '/api/second-hand/question') return page(asked);
      return answeredPage(Number(url.searchParams.get('currentPage')));
    });
    const { notify } = renderWithProviders(<ListingQuestions section="secondHand" listingId={50001} mine={false} />, { path: '/pazar/ilan/50001' });
    const answered = await screen.findByRole('list', { name: 'Cevaplanan sorular' });
    expect(within(answered).getAllByRole('listitem')).toHaveLength(20);
    const firstAsk = new URL(calls.find((c) => c.url.includes('/product/50001/question'))?.url ?? '', 'http://localhost');
    expect(firstAsk.searchParams.get('pageSize')).toBe('20');

    const more = screen.getByRole('button', { name: 'Daha fazla göster (soru)' });
    // Named by what it shows, so a voice user saying "Daha fazla göster" reaches it.
    expect(more.getAttribute('aria-label')).toBeNull();
    await user.click(more);
    await waitFor(() => expect(within(answered).getAllByRole('listitem')).toHaveLength(25));
    expect(calls.some((c) => c.url.includes('/product/50001/question') && c.url.includes('currentPage=2'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster (soru)' })).toBeNull();

    // Only the member's own answered question carries a delete button.
    expect(within(answered).getAllByRole('button', { name: /^Soruyu sil/ })).toHaveLength(1);
    const waiting = await screen.findByRole('list', { name: 'Cevap bekleyen sorularınız' });
    await user.click(within(waiting).getByRole('button', { name: 'Soruyu sil: Faturası var mı?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soru silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(waiting).getByRole('button', { name: 'Soruyu sil: Faturası var mı?' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Soru silinsin mi?' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/api/second-hand/question/40'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(successMessages.deleteQuestion));
    await waitFor(() => expect(screen.queryByText('Faturası var mı?')).toBeNull());
  });

  it('lets the owner answer the questions that wait on their listing, in the swap family too', async () => {
    const user = userEvent.setup();
    let received = [question(7, 'Elden teslim olur mu?'), { ...question(8, 'Başka ilan?'), productId: 999 }];
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/answer')) {
        received = [{ ...question(7, 'Elden teslim olur mu?', 'Olur, Kadıköy’de.') }];
        return ok(received[0]);
      }
      if (call.url.includes('/api/swap/question')) return page(received);
      return page(received.filter((q) => 'answer' in q));
    });
    renderWithProviders(<ListingQuestions section="swap" listingId={50001} mine />, { path: '/takas/ilan/50001' });
    const waiting = await screen.findByRole('list', { name: 'Cevap bekleyen sorular' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Satıcıya sorunuz' })).toBeNull();

    await user.click(within(waiting).getByRole('button', { name: 'Cevapla' }));
    expect(await within(waiting).findByText('Cevabınızı yazın.')).toBeTruthy();
    await enterText(user, within(waiting).getByRole('textbox', { name: 'Cevabınız' }), 'Olur, Kadıköy’de.');
    await user.click(within(waiting).getByRole('button', { name: 'Cevapla' }));
    await waitFor(() => expect(posts(calls)[0]?.url).toContain('/api/swap/question/7/answer'));
    expect(posts(calls)[0]?.body).toEqual({ answer: 'Olur, Kadıköy’de.' });
    const answered = await screen.findByRole('list', { name: 'Cevaplanan sorular' });
    expect(within(answered).getByText('Olur, Kadıköy’de.')).toBeTruthy();
    expect(await screen.findByText('Bu ilanınızda cevap bekleyen soru yok.')).toBeTruthy();
  });
});
