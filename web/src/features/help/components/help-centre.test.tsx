import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { HelpCentre } from './help-centre.tsx';

const article = (id: number, categoryId: number, title: string, content: string) => ({
  id,
  categoryId,
  section: 'PRODUCT',
  title,
  content: `<p>${content}</p>`,
  updatedAt: '2025-09-15T09:00:00.000Z',
});

const articles: Record<string, ReturnType<typeof article>[]> = {
  '1': [article(11, 1, 'Ürün durumları ne anlama geliyor?', 'Yeni Gibi, İyi ve Makul seçenekleri.')],
  '2': [article(21, 2, 'Kargo ücretini kim öder?', 'İlanda belirtilir.')],
  '3': [article(31, 3, 'Satıcıya nasıl ulaşırım?', 'Satıcıya Sor alanından.')],
  '4': [article(41, 4, 'İade talebi nasıl oluşturulur?', 'Siparişlerim sayfasından İade Et.')],
};

function backend() {
  return fakeBackend(({ url }) => {
    const address = new URL(url, 'http://x');
    if (address.pathname.endsWith('/help-centre/category') || address.pathname.endsWith('/help_centre/categories')) {
      return ok([
        { id: 1, name: 'Ürün Özellikleri', articleCount: 1 },
        { id: 2, name: 'Teslimat ve Kargo', articleCount: 1 },
        { id: 3, name: 'Servis ve Teknik Destek', articleCount: 1 },
        { id: 4, name: 'İade ve İptal', articleCount: 1 },
      ]);
    }
    return ok(articles[address.searchParams.get('categoryId') ?? ''] ?? []);
  });
}

describe('HelpCentre', () => {
  it('lists only the chosen category and keeps the choice in the address', async () => {
    const { calls } = backend();
    const { router } = renderWithProviders(<HelpCentre area="craft" />, { path: '/zanaat/yardim' });
    expect(await screen.findByRole('button', { name: 'Ürün durumları ne anlama geliyor?' })).toBeTruthy();
    expect(calls.every((c) => c.url.includes('/api/craft/'))).toBe(true);

    const categories = screen.getByRole('navigation', { name: 'Yardım kategorileri' });
    await userEvent.click(within(categories).getByRole('button', { name: 'İade ve İptal' }));
    expect(await screen.findByRole('button', { name: 'İade talebi nasıl oluşturulur?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ürün durumları ne anlama geliyor?' })).toBeNull();
    expect(router.state.location.search).toBe('?kategori=4');
  }, 20_000);

  it('searches all four categories, Turkish letters folded', async () => {
    backend();
    renderWithProviders(<HelpCentre area="secondHand" />, { path: '/pazar/yardim' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Yardımda ara' }), 'IADE');
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    const results = await screen.findByRole('list', { name: 'Arama sonuçları' });
    expect(await within(results).findByRole('button', { name: 'İade talebi nasıl oluşturulur?' })).toBeTruthy();
    expect(within(results).queryByRole('button', { name: 'Kargo ücretini kim öder?' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('“IADE” için 1 sonuç');
    // What the user typed stays in the box.
    expect((screen.getByRole('textbox', { name: 'Yardımda ara' }) as HTMLInputElement).value).toBe('IADE');
  }, 20_000);

  it('says so when nothing matches', async () => {
    backend();
    renderWithProviders(<HelpCentre area="swap" />, { path: '/takas/yardim?ara=uzay' });
    expect(await screen.findByText('Aradığınız konuda yardım makalesi bulunamadı.')).toBeTruthy();
  }, 20_000);

  it('is the main shop\'s and Mezat\'s too, from the content service', async () => {
    const { calls } = backend();
    renderWithProviders(<HelpCentre area="auction" />, { path: '/yardim?alan=mezat' });
    expect(await screen.findByRole('button', { name: 'Ürün durumları ne anlama geliyor?' })).toBeTruthy();
    expect(calls.map((c) => new URL(c.url, 'http://x')).every((u) => u.pathname.startsWith('/help_centre/') && u.searchParams.get('platform') === 'AUCTION')).toBe(true);
  }, 20_000);

  it('finds answers by their words: "kargo nerede" lists the shipping answers', async () => {
    backend();
    renderWithProviders(<HelpCentre area="marketplace" />, { path: '/yardim' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Yardımda ara' }), 'kargo nerede');
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    const results = await screen.findByRole('list', { name: 'Arama sonuçları' });
    expect(await within(results).findByRole('button', { name: 'Kargo ücretini kim öder?' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('“kargo nerede” için 1 sonuç');
  }, 20_000);
});
