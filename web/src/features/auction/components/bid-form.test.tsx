import { storeToken } from '@carsi/sdk/runtime';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { formatPrice } from '@/utils/format.ts';
import { BidForm } from './bid-form.tsx';

const lotState = { lotId: 7, broadcastId: 301, currentPrice: 2500, nextMinimumBid: 2550, minIncrement: 50, bidCount: 3, closed: false, myStatus: 'HIGHEST', bids: [] };

describe('BidForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('refuses an empty, unreadable or too low amount in Turkish without calling the server and keeps what was typed', async () => {
    const { calls } = fakeBackend(() => ok(lotState));
    renderWithProviders(<BidForm lotId={7} nextMinimumBid={2550} />);
    const amount = screen.getByRole('textbox', { name: 'Teklifiniz (TL)' });
    const submit = screen.getByRole('button', { name: 'Teklif ver' });

    await userEvent.click(submit);
    expect(await screen.findByText('Teklif tutarını girin.')).toBeTruthy();

    await userEvent.type(amount, 'iki bin');
    await userEvent.click(submit);
    expect(await screen.findByText('Geçerli bir tutar girin (ör. 2.450).')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('iki bin');

    await userEvent.clear(amount);
    await userEvent.type(amount, '2.500');
    await userEvent.click(submit);
    expect(await screen.findByText(`En az ${formatPrice(2550)} teklif verebilirsiniz.`)).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('2.500');
    expect(calls).toHaveLength(0);
  });

  it('sends a valid Turkish amount; a refusal from the server lands on the field and the amount stays', async () => {
    const { calls } = fakeBackend(() => failure(400, '2000-0301'));
    renderWithProviders(<BidForm lotId={7} nextMinimumBid={2550} />);
    const amount = screen.getByRole('textbox', { name: 'Teklifiniz (TL)' });
    await userEvent.type(amount, '2.600,50');
    await userEvent.click(screen.getByRole('button', { name: 'Teklif ver' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain('/api/auction/lot/7/bid');
    expect(calls[0]?.body).toEqual({ amount: 2600.5 });
    expect(await screen.findByText(/Teklifiniz geçerli en düşük tekliften az/)).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('2.600,50');
  });

  it('fills in the next valid bid on request', async () => {
    fakeBackend(() => ok(lotState));
    renderWithProviders(<BidForm lotId={7} nextMinimumBid={2550} />);
    await userEvent.click(screen.getByRole('button', { name: `${formatPrice(2550)} öner` }));
    expect((screen.getByRole('textbox', { name: 'Teklifiniz (TL)' }) as HTMLInputElement).value).toBe('2550');
  });

  it('moves an outbid amount up to the new lowest valid bid, but never while the member is typing', async () => {
    fakeBackend(() => ok(lotState));
    const user = userEvent.setup();
    let outbid: (minimum: number) => void = () => undefined;
    function LiveLot() {
      const [minimum, setMinimum] = useState(2550);
      outbid = setMinimum;
      return <BidForm lotId={7} nextMinimumBid={minimum} />;
    }
    renderWithProviders(<LiveLot />);
    const amount = screen.getByRole('textbox', { name: 'Teklifiniz (TL)' }) as HTMLInputElement;
    await user.type(amount, '2.600');
    await user.tab();

    act(() => outbid(2700));
    expect(amount.value).toBe('2700');
    expect(screen.getByText(`En az ${formatPrice(2700)}`)).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '2.75');
    act(() => outbid(2800));
    expect(amount.value).toBe('2.75');
    expect(document.activeElement).toBe(amount);
  });
});
