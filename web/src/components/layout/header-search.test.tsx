import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { HeaderSearch } from './header-search.tsx';

const LABEL = 'Ürün, kategori, marka veya mağaza ara';

describe('HeaderSearch', () => {
  it('stays a plain field until the visitor reaches for it, then becomes the suggestion box with what was typed and the focus', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok({ search: 'tel', groups: [{ type: 0, suggestions: [{ type: 0, id: 7, name: 'Telefon Kılıfı', slug: 'telefon-kilifi' }] }] }));
    renderWithProviders(<HeaderSearch />);
    const plain = screen.getByRole('searchbox', { name: LABEL });
    // Typed before the app took the page over (no pointer or focus event reached it).
    fireEvent.change(plain, { target: { value: 'tel' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('combobox', { name: LABEL })).toBeNull();

    await user.click(plain);
    const box = await screen.findByRole('combobox', { name: LABEL });
    expect(document.activeElement).toBe(box);
    // The suggestions for what was typed before the swap show without another key.
    expect(await screen.findByRole('option', { name: 'Telefon Kılıfı' })).toBeTruthy();
    await user.keyboard('efon');
    expect(box).toHaveProperty('value', 'telefon');
  });

  it('keeps the keyboard on the search button when the box takes the field\'s place', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok({ search: '', groups: [] }));
    renderWithProviders(
      <>
        <button type="button">Önceki</button>
        <HeaderSearch />
      </>,
    );
    // Tab onto the field (which asks for the box), then on to its button before the box arrives.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ara' }));
    await screen.findByRole('combobox', { name: LABEL });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ara' }));
  });
});
