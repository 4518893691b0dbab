import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { MegaMenu } from './mega-menu.tsx';

const menu = {
  items: [
    {
      id: 1,
      name: 'Kadın',
      link: '/kategori/kadin',
      groups: [{ id: 11, name: 'Giyim', link: '/kategori/kadin-giyim', links: [{ id: 111, name: 'Elbise', link: '/kategori/elbise' }] }],
    },
    { id: 2, name: 'Elektronik', link: '/kategori/elektronik', groups: [] },
  ],
};

describe('MegaMenu', () => {
  it('opens a top category’s groups and links on the marketplace', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok(menu));
    const { router } = renderWithProviders(<MegaMenu />, { path: '/arama?q=elbise' });
    const nav = await screen.findByRole('navigation', { name: 'Kategoriler' });
    const button = within(nav).getByRole('button', { name: 'Kadın' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('link', { name: 'Elbise' }));
    expect(router.state.location.pathname).toBe('/kategori/elbise');
    expect(calls.filter((call) => call.url.endsWith('/api/marketplace/mega-menu'))).toHaveLength(1);
  });

  it('stays away from the other sections', () => {
    const { calls } = fakeBackend(() => ok(menu));
    renderWithProviders(<MegaMenu />, { path: '/takas' });
    expect(screen.queryByRole('navigation', { name: 'Kategoriler' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
