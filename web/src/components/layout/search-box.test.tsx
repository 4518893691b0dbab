import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { SearchBox } from './search-box.tsx';

const suggestions = {
  search: 'kah',
  groups: [
    { type: 1, suggestions: [{ type: 1, id: 522, name: 'Türk Kahvesi', slug: 'turk-kahvesi' }] },
    { type: 0, suggestions: [{ type: 0, id: 42, name: 'Kahve Fincanı Seti', slug: 'kahve-fincani-seti' }] },
    { type: 3, suggestions: [{ type: 3, id: 3, name: 'Kahveci Dükkanı', slug: 'kahveci' }] },
    { type: 2, suggestions: [{ type: 2, id: 9, name: 'Kahve Dünyası', slug: 'kahve-dunyasi' }] },
  ],
};

describe('SearchBox', () => {
  it('groups suggestions as categories, products, stores and brands and opens the chosen one', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok(suggestions));
    const { router } = renderWithProviders(<SearchBox />);

    await user.type(screen.getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' }), 'kah');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    const headings = ['Kategoriler', 'Ürünler', 'Mağazalar', 'Markalar'];
    for (const heading of headings) expect(within(listbox).getByText(heading)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { search: 'kah' } });
    expect(calls.at(-1)?.url).toContain('/api/marketplace/search/autocomplete');

    await user.click(within(listbox).getByRole('option', { name: 'Kahveci Dükkanı' }));
    expect(router.state.location.pathname).toBe('/magaza/kahveci');
  });

  it('opens the search page with the typed text on Enter and asks nothing for one letter', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok(suggestions));
    const { router } = renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' });
    await user.type(input, 'k');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
    await user.type(input, 'upa{Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/arama?q=kupa'));
  });
});
