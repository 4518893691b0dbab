import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { MyQuestions } from './my-questions.tsx';
import { enterText } from '@/testing/enter-text.ts';

const question = (id: number, productId: number, text: string, answer?: string) => ({
  id, productId, question: text, askerName: 'E*** K***', createdAt: '2026-11-20T10:00:00Z', ...(answer ? { answer } : {}),
});
const page = (items: unknown[]) => ok({ items, currentPage: 1, pageSize: 50, totalCount: items.length, totalPages: 1 });

describe('MyQuestions', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('puts waiting questions on my listings first, answers one and lists what I asked', async () => {
    const user = userEvent.setup();
    let received = [question(1, 50001, 'Kutusu var mı?', 'Var.'), question(2, 50002, 'Pazarlık olur mu?')];
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/question/2/answer')) {
        received = received.map((q) => (q.id === 2 ? { ...q, answer: 'Biraz olur.' } : q));
        return ok(received[1]);
      }
      if (call.url.includes('role=SELLER')) return page(received);
      return page([question(5, 50100, 'Hâlâ satılık mı?')]);
    });
    renderWithProviders(<MyQuestions section="craft" />, { path: '/zanaat/hesabim/sorular' });
    const incoming = await screen.findByRole('region', { name: 'İlanlarıma gelen sorular' });
    const rows = await within(incoming).findAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Pazarlık olur mu?')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Cevap bekliyor')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'İlanı gör' }).getAttribute('href')).toBe('/zanaat/ilan/50002');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Cevapla' })).toBeNull();

    await enterText(user, within(rows[0] as HTMLElement).getByRole('textbox', { name: 'Cevabınız' }), 'Biraz olur.');
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cevapla' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.includes('/api/craft/question/2/answer'))).toBe(true));
    await waitFor(() => expect(within(incoming).getAllByText('Cevaplandı')).toHaveLength(2));

    const asked = screen.getByRole('region', { name: 'Sorduğum sorular' });
    expect(await within(asked).findByText('Hâlâ satılık mı?')).toBeTruthy();
    expect(within(asked).getByText('Cevap bekliyor')).toBeTruthy();
    expect(within(asked).queryByRole('textbox')).toBeNull();
  });
});
