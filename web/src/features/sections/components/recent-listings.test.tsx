import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { useRecordListingVisit } from '../api/recent-visits.ts';
import { sections } from '../api/sections.ts';
import { readVisits } from '../utils/visit-history.ts';
import { RecentListings } from './recent-listings.tsx';

const image = { url: '/img/ilan.jpg', alt: 'İlan görseli', width: 600, height: 800 };
const seller = { id: 7, name: 'Ayşe Yılmaz', slug: 'ayse-yilmaz', rating: 4.5, followerCount: 12 };
const listing = (id: number, title: string) => ({
  id, title, description: 'Temiz kullanıldı.', price: 1250, status: 'GOOD', state: 'ACTIVE', images: [image], categoryId: 3,
  province: 'İstanbul', district: 'Kadıköy', shippingPayer: 'BUYER', isOpenNegotiation: 'YES', seller, platform: 'SECONDHAND',
  createdAt: '2026-11-01T10:00:00Z',
});

/** A listing page's part that matters here: it records the visit and shows the rail without itself. */
function ListingPage({ id }: { id: number }) {
  useRecordListingVisit('secondHand', id, true);
  return <RecentListings section={sections.secondHand} except={id} />;
}

describe('Recently viewed listings', { timeout: 30_000 }, () => {
  it('keeps a visitor’s visits on the device, asking nothing and showing no rail', async () => {
    const { calls } = fakeBackend(() => ok([]));
    renderWithProviders(<ListingPage id={50002} />, { path: '/pazar/ilan/50002' });
    await waitFor(() => expect(readVisits('secondHand')).toEqual([50002]));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Son gezdiğiniz ilanlar' })).toBeNull();
  });

  it('hands the device’s visits to the member’s account and shows their recently viewed listings but the open one', async () => {
    localStorage.setItem('carsi:section-visits:secondHand', JSON.stringify([50002]));
    storeToken('uye-oturumu');
    refreshSession();
    const { calls } = fakeBackend((call) =>
      call.method === 'POST' ? ok([listing(50001, 'iPhone 12'), listing(50002, 'Ahşap masa')]) : ok([listing(50001, 'iPhone 12'), listing(50002, 'Ahşap masa'), listing(50003, 'Bisiklet')]),
    );
    const { notify } = renderWithProviders(<ListingPage id={50001} />, { path: '/pazar/ilan/50001' });
    const rail = await screen.findByRole('list', { name: 'Son gezdiğiniz ilanlar' });
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(2));
    expect(within(rail).queryByText('iPhone 12')).toBeNull();
    expect(within(rail).getByRole('link', { name: /Bisiklet/ }).getAttribute('href')).toBe('/pazar/ilan/50003');

    const handed = calls.find((call) => call.method === 'POST');
    expect(handed?.url).toContain('/api/second-hand/last-visit');
    expect(handed?.body).toEqual({ idList: [50001, 50002] });
    await waitFor(() => expect(readVisits('secondHand')).toEqual([]));
    // After the hand-over the list is read again, and quietly: no toast for a visit.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/api/second-hand/last-visit')).length).toBeGreaterThanOrEqual(2));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
