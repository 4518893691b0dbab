import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { formatPrice } from '@/utils/format.ts';
import { BroadcastDetail } from './broadcast-detail.tsx';

const cover = { url: '/img/yayin.jpg', alt: 'Yayın kapağı' };

describe('BroadcastDetail', () => {
  it('shows the broadcast with its lots, their prices and which are sold', async () => {
    fakeBackend((call) =>
      call.url.includes('/api/auction/lot/')
        ? ok({ lotId: 1, broadcastId: 11, currentPrice: 750, nextMinimumBid: 800, minIncrement: 50, bidCount: 4, closed: false, myStatus: 'NONE', bids: [] })
        : ok({
        id: 11, title: 'Osmanlı paraları', status: 'LIVE', categoryId: 1, categoryName: 'Antika',
        host: { id: 4, name: 'Antikacı Hasan' }, cover, startsAt: '2026-11-22T10:00:00Z', viewerCount: 87,
        lots: [
          { id: 1, title: 'Gümüş mecidiye', startPrice: 500, currentPrice: 750, bidCount: 4, sold: false },
          { id: 2, title: 'Altın lira', startPrice: 3000, currentPrice: 4200, bidCount: 9, sold: true },
          { id: 3, title: 'Bakır ibrik', startPrice: 900, currentPrice: 900, bidCount: 0, sold: false },
        ],
        }),
    );
    renderWithProviders(<BroadcastDetail id={11} />, { path: '/mezat/yayin/11' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Osmanlı paraları' })).toBeTruthy();
    expect(screen.getByText('Canlı')).toBeTruthy();
    expect(screen.getByText('87 kişi izliyor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Antikacı Hasan' }).getAttribute('href')).toBe('/mezat/kullanici/4');
    // The lot on sale now, with the next valid bid; a guest is asked to log in to bid.
    expect(await screen.findByRole('heading', { name: 'Şu an mezatta: Gümüş mecidiye' })).toBeTruthy();
    expect(await screen.findByText(formatPrice(800))).toBeTruthy();
    expect(screen.getByText('Teklif vermek için giriş yapın.')).toBeTruthy();
    const lots = within(screen.getByRole('list', { name: 'Mezattaki ürünler' })).getAllByRole('listitem');
    expect(lots).toHaveLength(3);
    expect(within(lots[0] as HTMLElement).getByText(`En yüksek teklif: ${formatPrice(750)}`)).toBeTruthy();
    expect(within(lots[0] as HTMLElement).queryByText('Satıldı')).toBeNull();
    expect(within(lots[1] as HTMLElement).getByText('Satıldı')).toBeTruthy();
    expect(within(lots[1] as HTMLElement).getByText(`Satış fiyatı: ${formatPrice(4200)}`)).toBeTruthy();
    // A lot nobody has bid on has no highest bid: it opens at its opening price.
    expect(within(lots[2] as HTMLElement).getByText('Henüz teklif yok')).toBeTruthy();
    expect(within(lots[2] as HTMLElement).getByText(`Açılış: ${formatPrice(900)} · 0 teklif`)).toBeTruthy();
    expect(within(lots[2] as HTMLElement).queryByText(/En yüksek teklif/)).toBeNull();
  });
});
