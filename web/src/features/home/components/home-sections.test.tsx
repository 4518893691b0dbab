import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { FeaturedCategories } from './featured-categories.tsx';
import { Highlights } from './highlights.tsx';
import { MainBanners } from './main-banners.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const product = (id: number, price: number, discountedPrice?: number) => ({
  id,
  title: `Ürün ${id}`,
  slug: `urun-${id}`,
  price,
  ...(discountedPrice === undefined ? {} : { discountedPrice }),
  discountRate: discountedPrice === undefined ? 0 : 25,
  image,
  rating: 4.5,
  ratingCount: 12,
  seller: { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 },
  platform: 'MARKETPLACE',
  freeShipping: id === 1,
  stock: 5,
});

const plain = (text: string | null): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('home sections', () => {
  it('shows each highlight with Turkish prices and leaves empty highlights out', async () => {
    fakeBackend(({ url }) =>
      url.endsWith('/api/marketplace/highlight')
        ? ok([
            { id: 1, title: 'Günün fırsatları', link: '/kampanya/gunun-firsatlari', products: [product(1, 1499.9, 1124.93), product(2, 250)] },
            { id: 2, title: 'Boş vitrin', products: [] },
          ])
        : ok([]),
    );
    renderWithProviders(<Highlights />);

    const row = await screen.findByRole('list', { name: 'Günün fırsatları' });
    const items = within(row).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(plain(items[0]?.textContent ?? null)).toContain('₺1.124,93');
    expect(plain(items[0]?.textContent ?? null)).toContain('₺1.499,90');
    expect(items[0]?.textContent).toContain('Kargo bedava');
    expect(plain(items[1]?.textContent ?? null)).toContain('₺250,00');
    expect(within(items[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/urun/1');
    expect(screen.queryByRole('heading', { name: 'Boş vitrin' })).toBeNull();
  });

  it('shows every showcase row, in the order the answer gives them', async () => {
    fakeBackend(() =>
      ok([
        { id: 1, title: 'Haftanın Fırsatları', products: [product(1, 100)] },
        { id: 2, title: 'Çok Satanlar', products: [product(2, 200)] },
        { id: 3, title: 'Yeni Gelenler', products: [product(3, 300)] },
      ]),
    );
    renderWithProviders(<Highlights />);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Haftanın Fırsatları', 'Çok Satanlar', 'Yeni Gelenler']),
    );
    expect(within(screen.getByRole('list', { name: 'Yeni Gelenler' })).getByRole('link').getAttribute('href')).toBe('/urun/3');
  });

  it('renders nothing for an empty answer (no placeholder section)', async () => {
    const { calls } = fakeBackend(() => ok([]));
    renderWithProviders(
      <>
        <MainBanners />
        <FeaturedCategories />
      </>,
    );
    expect(await screen.findByLabelText('Kampanyalar yükleniyor')).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual(expect.arrayContaining(['/main_banner', '/featured_categories'])),
    );
    await waitFor(() => expect(screen.queryByLabelText(/yükleniyor/)).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('loads the first campaign picture at once and first, the others when they scroll into view', async () => {
    const banner = (id: number, order: number) => ({ id, title: `Kampanya ${id}`, image: { ...image, alt: `Kampanya ${id}` }, link: `/kampanya/${id}`, order });
    fakeBackend(() => ok([banner(2, 2), banner(1, 1), banner(3, 3)]));
    renderWithProviders(<MainBanners />);
    const row = await screen.findByRole('list', { name: 'Kampanyalar' });
    const pictures = within(row).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['Kampanya 1', 'Kampanya 2', 'Kampanya 3']);
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('orders the featured categories as the editors set them', async () => {
    fakeBackend(() =>
      ok([
        { id: 2, name: 'Elektronik', slug: 'elektronik', image, link: '/kategori/elektronik', order: 2 },
        { id: 1, name: 'Moda', slug: 'moda', image, link: '/kategori/moda', order: 1 },
      ]),
    );
    renderWithProviders(<FeaturedCategories />);
    const list = await screen.findByRole('list', { name: 'Öne çıkan kategoriler' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Moda', 'Elektronik']);
    expect(links[0]?.getAttribute('href')).toBe('/kategori/moda');
  });
});
