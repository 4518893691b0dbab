import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { contentCacheRules } from '@carsi/sdk';
import { createQueryClient } from '@carsi/sdk/runtime';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { HOME_BANNERS_TITLE } from '../utils/home-banners.ts';
import { MarketplaceBanners } from './marketplace-banners.tsx';

const image = (name: string) => ({ url: `/img/${name}.jpg`, alt: name, width: 1440, height: 400 });
const banner = (id: number, title: string, placement: string, sortOrder: number, link = `/kampanya/${id}`) => ({
  id,
  title,
  image: image(`b${id}`),
  mobileImage: image(`b${id}-mobil`),
  link,
  placement,
  sortOrder,
});

/** A client as the shop's browser makes one: its content caches kept across reloads. */
const shopClient = () => createQueryClient({ notify: { success: () => undefined, warning: () => undefined }, persist: contentCacheRules });

describe('MarketplaceBanners', () => {
  afterEach(() => localStorage.clear());

  it("asks for the home grid's banners and shows them in their order, each leading to its campaign", async () => {
    const { calls } = fakeBackend(() => ok([banner(5, 'Kargo Bedava Ürünler', 'HOME_GRID', 2), banner(4, 'Yerli Üreticiler Haftası', 'HOME_GRID', 1)]));
    renderWithProviders(<MarketplaceBanners />);

    const list = await screen.findByRole('list', { name: HOME_BANNERS_TITLE });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.querySelector('img')?.getAttribute('alt'))).toEqual(['Yerli Üreticiler Haftası', 'Kargo Bedava Ürünler']);
    expect(links[0]?.getAttribute('href')).toBe('/kampanya/4');
    // Below the fold: the pictures wait until they near the screen.
    expect(links[0]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(new URL(calls[0]?.url ?? '', 'http://localhost').searchParams.get('placement')).toBe('HOME_GRID');
  });

  it('leaves the block out when there is no banner, and shows an unsafe link without one', async () => {
    const empty = fakeBackend(() => ok([]));
    const view = renderWithProviders(<MarketplaceBanners />);
    await waitFor(() => expect(screen.queryByLabelText('Kampanyalar yükleniyor')).toBeNull());
    expect(empty.calls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: HOME_BANNERS_TITLE })).toBeNull();
    view.unmount();

    fakeBackend(() => ok([banner(6, 'Tuzak', 'HOME_GRID', 1, 'javascript:alert(1)')]));
    renderWithProviders(<MarketplaceBanners />);
    const list = await screen.findByRole('list', { name: HOME_BANNERS_TITLE });
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).getByRole('img', { name: 'Tuzak' })).toBeTruthy();
  });

  it('keeps the banners for an hour across a reload (the SDK cache rule): the next page load asks nothing', async () => {
    const first = fakeBackend(() => ok([banner(4, 'Yerli Üreticiler Haftası', 'HOME_GRID', 1)]));
    const view = render(
      <QueryClientProvider client={shopClient()}>
        <MemoryRouter>
          <MarketplaceBanners />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('img', { name: 'Yerli Üreticiler Haftası' });
    expect(first.calls).toHaveLength(1);
    view.unmount();

    const second = fakeBackend(() => ok([]));
    render(
      <QueryClientProvider client={shopClient()}>
        <MemoryRouter>
          <MarketplaceBanners />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('img', { name: 'Yerli Üreticiler Haftası' })).toBeTruthy();
    expect(second.calls).toHaveLength(0);
  });
});
