import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { CurrentLot } from './current-lot.tsx';

const lot = { id: 1, title: 'Gümüş mecidiye', startPrice: 500, currentPrice: 1550, bidCount: 22, sold: false };
const state = { lotId: 1, broadcastId: 11, currentPrice: 1550, nextMinimumBid: 1600, minIncrement: 50, closed: false, myStatus: 'NONE' };
const bid = (n: number) => ({ id: n, amount: 500 + n * 50, bidderNickname: `Katılımcı ${n}`, mine: false, placedAt: '2026-11-28T18:00:00Z' });

describe('CurrentLot', { timeout: 20_000 }, () => {
  it('never shows a bid count beside "no bids": the last bids say which of the count they are', async () => {
    fakeBackend(() => ok({ ...state, bidCount: 22, bids: Array.from({ length: 20 }, (_, i) => bid(21 - i)) }));
    renderWithProviders(<CurrentLot lot={lot} />);
    expect(await screen.findByText('22 tekliften son 5 teklif')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Son teklifler' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText(/henüz/)).toBeNull();
  });

  it('says how many bids there were when their details are not given, and "no bids yet" only for none', async () => {
    fakeBackend(() => ok({ ...state, bidCount: 22, bids: [] }));
    const { unmount } = renderWithProviders(<CurrentLot lot={lot} />);
    expect(await screen.findByText('Bu ürüne 22 teklif verildi; tekliflerin ayrıntısı şu an gösterilemiyor.')).toBeTruthy();
    expect(screen.queryByText(/henüz/)).toBeNull();
    unmount();

    fakeBackend(() => ok({ ...state, currentPrice: 500, nextMinimumBid: 500, bidCount: 0, bids: [] }));
    renderWithProviders(<CurrentLot lot={{ ...lot, currentPrice: 500, bidCount: 0 }} />);
    expect(await screen.findByText('Bu ürüne henüz teklif verilmedi; ilk teklifi siz verin.')).toBeTruthy();
  });
});
