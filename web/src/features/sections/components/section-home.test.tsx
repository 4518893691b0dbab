import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { choicesIn, chosenIn, selectNamed } from '@/testing/select.ts';
import { sections } from '../api/sections.ts';
import { SectionHome } from './section-home.tsx';

const image = { url: '/img/ilan.jpg', alt: 'İlan görseli', width: 600, height: 800 };
const seller = { id: 7, name: 'Ayşe Yılmaz', slug: 'ayse-yilmaz', rating: 4.5, followerCount: 12 };
const listing = (id: number, title: string, status: string, platform = 'SECONDHAND') => ({
  id, title, description: 'Temiz kullanıldı.', price: 1250, status, state: 'ACTIVE', images: [image], categoryId: 3,
  province: 'İstanbul', district: 'Kadıköy', shippingPayer: 'BUYER', isOpenNegotiation: 'YES', seller, platform,
  createdAt: '2026-11-01T10:00:00Z',
});
const categories = [
  { id: 1, name: 'Elektronik', slug: 'elektronik', parentId: null, level: 1 },
  { id: 2, name: 'Mobilya', slug: 'mobilya', parentId: null, level: 1 },
  { id: 3, name: 'Telefon', slug: 'telefon', parentId: 1, level: 2 },
];

const searches = (calls: Recorded[]) =>
  calls.filter((call) => call.url.includes('/search/product')).map((call) => new URL(call.url, 'http://localhost').searchParams);

/** The section's facets as a server gives them: the conditions of the current search, every date window and order. */
const facets = (conditions: string[]) => ({
  categories: [], brands: [], provinces: [], priceRange: { min: 0, max: 5000 }, conditions,
  dates: ['LAST_24_HOURS', 'LAST_3_DAYS', 'LAST_WEEK', 'LAST_MONTH', 'ALL'],
  sorts: ['MOST_RECENT', 'RECOMMENDED', 'PRICE_BY_ASC', 'PRICE_BY_DESC'],
});
const menu = {
  items: [
    { id: 1, name: 'Elektronik', link: '/pazar?kategori=elektronik', groups: [{ id: 3, name: 'Telefon', link: '/pazar?kategori=telefon', links: [] }] },
  ],
};
const facetCalls = (calls: Recorded[]) =>
  calls.filter((call) => call.url.includes('/search/filter')).map((call) => new URL(call.url, 'http://localhost').searchParams);

function backend(items: unknown[], conditions = ['NEW', 'LIKE_NEW', 'GOOD', 'REASONABLE', 'WORN']) {
  return fakeBackend((call) => {
    if (call.url.includes('/category')) return ok(categories);
    if (call.url.includes('/search/filter')) return ok(facets(conditions));
    if (call.url.includes('/mega-menu')) return ok(menu);
    return ok({ items, currentPage: 1, pageSize: 24, totalCount: items.length, totalPages: items.length === 0 ? 0 : 2 });
  });
}

describe('SectionHome', { timeout: 30_000 }, () => {
  it('asks for the condition, category and order the address holds and labels conditions in Turkish', async () => {
    const { calls } = backend([listing(1, 'Az kullanılmış telefon', 'LIKE_NEW'), listing(2, 'Eski koltuk', 'WORN')]);
    renderWithProviders(<SectionHome section={sections.secondHand} />, {
      path: '/pazar?kategori=elektronik&durum=LIKE_NEW&siralama=PRICE_BY_ASC',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'İkinci El Pazar' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Pazar ilanları' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Yeni gibi')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Yıpranmış')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/pazar/ilan/1');
    expect(screen.getByText('2 ilan bulundu')).toBeTruthy();

    const asked = searches(calls)[0];
    expect(asked?.get('condition')).toBe('LIKE_NEW');
    expect(asked?.get('categorySlug')).toBe('elektronik');
    expect(asked?.get('sort')).toBe('PRICE_BY_ASC');
    expect(chosenIn('Durum')).toBe('Yeni gibi');
    expect(chosenIn('Sıralama')).toBe('En düşük fiyat');
    const nav = screen.getByRole('navigation', { name: 'Kategoriler' });
    expect((await within(nav).findByRole('link', { name: 'Elektronik' })).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Telefon' })).toBeNull();
  });

  it('puts a chosen condition and category in the address, back to page 1, and asks again', async () => {
    const user = userEvent.setup();
    const { calls } = backend([listing(1, 'Az kullanılmış telefon', 'LIKE_NEW')]);
    const { router } = renderWithProviders(<SectionHome section={sections.secondHand} />, { path: '/pazar?sayfa=2' });
    await screen.findByRole('list', { name: 'Pazar ilanları' });

    expect(choicesIn('Durum')).toEqual(['Tüm durumlar', 'Yeni', 'Yeni gibi', 'İyi', 'Makul', 'Yıpranmış']);
    await user.selectOptions(selectNamed('Durum'), 'İyi');
    await waitFor(() => expect(router.state.location.search).toBe('?durum=GOOD'));
    await waitFor(() => expect(searches(calls).at(-1)?.get('condition')).toBe('GOOD'));
    expect(searches(calls).at(-1)?.get('currentPage')).toBe('1');

    await user.click(await screen.findByRole('link', { name: 'Mobilya' }));
    await waitFor(() => expect(router.state.location.search).toBe('?durum=GOOD&kategori=mobilya'));
    await waitFor(() => expect(searches(calls).at(-1)?.get('categorySlug')).toBe('mobilya'));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?durum=GOOD'));
  });

  it('offers the conditions, date windows and orders the section’s facets give for the search, and only those', async () => {
    const user = userEvent.setup();
    const { calls } = backend([listing(1, 'Az kullanılmış telefon', 'LIKE_NEW')], ['LIKE_NEW', 'WORN']);
    const { router } = renderWithProviders(<SectionHome section={sections.craft} />, { path: '/zanaat?kategori=elektronik&ara=telefon' });
    await screen.findByRole('list', { name: 'Zanaat ilanları' });
    await waitFor(() => expect(facetCalls(calls)).toHaveLength(1));
    expect(calls.find((call) => call.url.includes('/search/filter'))?.url).toContain('/api/craft/search/filter');
    expect(facetCalls(calls)[0]?.get('categorySlug')).toBe('elektronik');
    expect(facetCalls(calls)[0]?.get('search')).toBe('telefon');

    expect(choicesIn('Durum')).toEqual(['Tüm durumlar', 'Yeni gibi', 'Yıpranmış']);
    await user.selectOptions(selectNamed('Durum'), 'Yıpranmış');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('durum')).toBe('WORN'));
    expect(new URLSearchParams(router.state.location.search).get('kategori')).toBe('elektronik');
    await waitFor(() => expect(searches(calls).at(-1)?.get('condition')).toBe('WORN'));

    expect(choicesIn('Sıralama')).toEqual(['En yeniler', 'Önerilen', 'En düşük fiyat', 'En yüksek fiyat']);
  }, 30_000);

  it('keeps a condition from the address chosen when the facets no longer list it', async () => {
    backend([], ['NEW']);
    renderWithProviders(<SectionHome section={sections.secondHand} />, { path: '/pazar?durum=GOOD' });
    await screen.findByText('Bu seçimlere uygun ilan bulunamadı.');
    expect(chosenIn('Durum')).toBe('İyi');
  });

  it('opens the section’s own mega menu and leads to a category of the section', async () => {
    const user = userEvent.setup();
    const { calls } = backend([listing(1, 'Az kullanılmış telefon', 'LIKE_NEW')]);
    const { router } = renderWithProviders(<SectionHome section={sections.secondHand} />, { path: '/pazar' });
    const nav = await screen.findByRole('navigation', { name: 'Pazar kategorileri' });
    await user.click(within(nav).getByRole('button', { name: 'Elektronik' }));
    await user.click(await screen.findByRole('link', { name: 'Telefon' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kategori=telefon'));
    expect(calls.filter((call) => call.url.endsWith('/api/second-hand/mega-menu'))).toHaveLength(1);
  });

  it('says so when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    backend([]);
    const { router } = renderWithProviders(<SectionHome section={sections.craft} />, { path: '/zanaat?durum=NEW&siralama=PRICE_BY_DESC' });
    expect(await screen.findByText('Bu seçimlere uygun ilan bulunamadı.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?siralama=PRICE_BY_DESC'));
  });

  it('marks swap listings as for swap and asks the swap family', async () => {
    const { calls } = backend([listing(5, 'Bisiklet', 'GOOD', 'SWAP')]);
    renderWithProviders(<SectionHome section={sections.swap} />, { path: '/takas' });
    const grid = await screen.findByRole('list', { name: 'Takas ilanları' });
    expect(within(grid).getByText('Takas')).toBeTruthy();
    expect(within(grid).getByRole('link').getAttribute('href')).toBe('/takas/ilan/5');
    expect(calls.some((call) => call.url.includes('/api/swap/search/product'))).toBe(true);
  });
  it('keeps the date window and a search in the address and asks the family for them', async () => {
    const user = userEvent.setup();
    const { calls } = backend([listing(1, 'Az kullanılmış telefon', 'LIKE_NEW')]);
    const { router } = renderWithProviders(<SectionHome section={sections.secondHand} />, { path: '/pazar?tarih=LAST_WEEK&ara=telefon' });
    await screen.findByRole('list', { name: 'Pazar ilanları' });
    expect(searches(calls)[0]?.get('date')).toBe('LAST_WEEK');
    expect(searches(calls)[0]?.get('search')).toBe('telefon');
    expect(chosenIn('İlan tarihi')).toBe('Son 1 hafta');
    const box = screen.getByRole('textbox', { name: 'Pazar ilanlarında ara' });
    expect((box as HTMLInputElement).value).toBe('telefon');

    expect(choicesIn('İlan tarihi')).toEqual(['Son 24 saat', 'Son 3 gün', 'Son 1 hafta', 'Son 1 ay', 'Tüm zamanlar']);
    await user.selectOptions(selectNamed('İlan tarihi'), 'Son 24 saat');
    await waitFor(() => expect(router.state.location.search).toBe('?tarih=LAST_24_HOURS&ara=telefon'));
    await waitFor(() => expect(searches(calls).at(-1)?.get('date')).toBe('LAST_24_HOURS'));

    await user.clear(box);
    await user.type(box, 'a');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    expect(await screen.findByText('Aramak için en az 2 karakter yazın.')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('a');
    expect(router.state.location.search).toBe('?tarih=LAST_24_HOURS&ara=telefon');

    await user.type(box, 'hize{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tarih=LAST_24_HOURS&ara=ahize'));
    await waitFor(() => expect(searches(calls).at(-1)?.get('search')).toBe('ahize'));

    await user.selectOptions(selectNamed('İlan tarihi'), 'Tüm zamanlar');
    await waitFor(() => expect(router.state.location.search).toBe('?ara=ahize'));
    expect(searches(calls).at(-1)?.get('date')).toBeNull();
  });
});
