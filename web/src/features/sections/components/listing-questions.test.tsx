import { storeToken } from '@carsi/sdk/runtime';
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
