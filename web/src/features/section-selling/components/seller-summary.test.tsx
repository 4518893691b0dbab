import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { SellerSummary } from './seller-summary.tsx';

const stats = (platform: string) => ({
  platform, activeListingCount: 6, waitingForApprovalCount: 1, soldCount: 2, totalSales: 4250, pendingOrderCount: 1,
  openNegotiationCount: 3, followerCount: 9, rating: 4.6, ratingCount: 12,
});

describe('SellerSummary', { timeout: 20_000 }, () => {
  it('shows a swap member what they swapped, never earnings or orders', async () => {
    fakeBackend(() => ok(stats('SWAP')));
    renderWithProviders(<SellerSummary section="swap" />, { path: '/takas/hesabim' });
    expect(await screen.findByText('Takaslanan ürünler')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Görüntüle' }).map((link) => link.getAttribute('href'))).toContain('/takas/hesabim/ilanlarim?durum=SWAPPED');
    for (const absent of ['Toplam kazanç', 'Bekleyen siparişler', 'Satılan ürünler', 'Açık pazarlıklar']) expect(screen.queryByText(absent)).toBeNull();
  });

  it('shows a second-hand seller their sales and earnings', async () => {
    fakeBackend(() => ok(stats('SECONDHAND')));
    renderWithProviders(<SellerSummary section="secondHand" />, { path: '/pazar/hesabim' });
    expect(await screen.findByText('Toplam kazanç')).toBeTruthy();
    expect(screen.getByText('Satılan ürünler')).toBeTruthy();
    expect(screen.getByText('Bekleyen siparişler')).toBeTruthy();
  });
});
