import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { AuctionHome } from './auction-home.tsx';

const cover = { url: '/img/yayin.jpg', alt: 'Yayın kapağı', width: 1280, height: 720 };
const host = { id: 4, name: 'Antikacı Hasan' };
const broadcast = (id: number, title: string, status: string, startsAt: string) => ({
  id, title, status, categoryId: 1, host, cover, startsAt, viewerCount: 120, lotCount: 6,
});
const categories = [
  { id: 1, name: 'Antika', slug: 'antika', parentId: null, level: 1 },
  { id: 2, name: 'Saat', slug: 'saat', parentId: null, level: 1 },
];

const listCalls = (calls: Recorded[]) =>
  calls.filter((call) => call.url.includes('/live/list')).map((call) => new URL(call.url, 'http://localhost').searchParams.get('categoryId'));

function backend() {
  return fakeBackend((call) => {
    if (call.url.includes('/api/auction/category')) return ok(categories);
    if (call.url.includes('categoryId=2')) return ok([]);
    return ok([
      broadcast(10, 'Akşam mezatı', 'SCHEDULED', '2026-11-23T18:00:00Z'),
      broadcast(11, 'Osmanlı paraları', 'LIVE', '2026-11-22T10:00:00Z'),
      broadcast(12, 'Sabah mezatı', 'SCHEDULED', '2026-11-23T09:00:00Z'),
    ]);
  });
}

describe('AuctionHome', () => {
  it('lists the first category’s broadcasts, live ones first and then the scheduled ones by start', async () => {
    const { calls } = backend();
    renderWithProviders(<AuctionHome />, { path: '/mezat' });

    const live = await screen.findByRole('list', { name: 'Şimdi canlı' });
    expect(within(live).getByRole('heading', { name: 'Osmanlı paraları' })).toBeTruthy();
    expect(within(live).getByText('120 izleyici · 6 ürün')).toBeTruthy();
    const scheduled = screen.getByRole('list', { name: 'Yaklaşan yayınlar' });
    expect(within(scheduled).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Sabah mezatı', 'Akşam mezatı']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Şimdi canlı', 'Yaklaşan yayınlar']);
    expect(within(live).getByRole('link').getAttribute('href')).toBe('/mezat/yayin/11');
    expect(listCalls(calls)).toEqual(['1']);
  });

  it('keeps the chosen category in the address and says when it has no broadcasts', async () => {
    const user = userEvent.setup();
    const { calls } = backend();
    const { router } = renderWithProviders(<AuctionHome />, { path: '/mezat' });
    await screen.findByRole('list', { name: 'Şimdi canlı' });

    await user.click(screen.getByRole('link', { name: 'Saat' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kategori=saat'));
    expect(await screen.findByText('Saat kategorisinde şu an yayın yok.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saat' }).getAttribute('aria-current')).toBe('page');
    expect(listCalls(calls).at(-1)).toBe('2');
  });
});
