import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { PRODUCT_QUESTIONS_PAGE_SIZE, ProductQuestions } from './product-questions.tsx';

const TOTAL = PRODUCT_QUESTIONS_PAGE_SIZE + 3;
const questions = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  productId: 7,
  question: `Soru numarası ${index + 1} nedir?`,
  askerName: 'A*** Y***',
  createdAt: '2026-11-02T10:00:00Z',
}));

describe('ProductQuestions', () => {
  it('shows the first page and the next one on "Daha fazla göster", until there are no more', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend((call) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      const currentPage = Number(query.get('currentPage') ?? 1);
      const pageSize = Number(query.get('pageSize'));
      const items = questions.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return ok({ items, currentPage, pageSize, totalCount: TOTAL, totalPages: Math.ceil(TOTAL / pageSize) });
    });
    renderWithProviders(<ProductQuestions productId={7} />, { path: '/urun/7' });

    expect(await screen.findByText('Soru numarası 1 nedir?')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('Soru numarası'))).toHaveLength(PRODUCT_QUESTIONS_PAGE_SIZE);
    expect(screen.getByText(`${TOTAL} sorudan ${PRODUCT_QUESTIONS_PAGE_SIZE} tanesi gösteriliyor`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByText(`Soru numarası ${TOTAL} nedir?`)).toBeTruthy();
    expect(screen.getByText('Soru numarası 1 nedir?')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull());
    expect(calls.map((call) => new URL(call.url, 'http://localhost').searchParams.get('currentPage'))).toEqual(['1', '2']);
  });
});
