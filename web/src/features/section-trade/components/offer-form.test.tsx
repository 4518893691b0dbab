import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { OfferForm } from './offer-form.tsx';

const listing = { id: 50001, price: 6150, state: 'ACTIVE' };
const page = (items: unknown[]) => ok({ items, currentPage: 1, pageSize: 50, totalItems: items.length, totalPages: 1 });
const offer = (price: number, status = 'PENDING') => ({
  id: 9, productId: 50001, price, listPrice: 6150, counterPrice: null, status, buyerId: 2, sellerId: 1, role: 'BUYER',
  createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z',
});

describe('OfferForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('refuses an empty, unreadable, zero or too high offer in Turkish without calling the server, keeping what was typed', async () => {
    const { calls } = fakeBackend(() => page([]));
    renderWithProviders(<OfferForm section="secondHand" listing={listing} />);
    const field = await screen.findByRole('textbox', { name: 'Teklifiniz (TL)' });
    const submit = screen.getByRole('button', { name: 'Teklif ver' });

    await userEvent.click(submit);
    expect(await screen.findByText('Teklifinizi yazın.')).toBeTruthy();
    await userEvent.type(field, 'beş bin');
    await userEvent.click(submit);
    expect(await screen.findByText(/sıfırdan büyük bir tutar olmalı/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('beş bin');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(submit);
    expect(await screen.findByText(/sıfırdan büyük bir tutar olmalı/)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '6.150');
    await userEvent.click(submit);
    expect(await screen.findByText(/ilan fiyatından .* düşük olmalı/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends a Turkish-typed price and then shows the offer with its state', async () => {
    let made: unknown[] = [];
    const { calls } = fakeBackend((call) => {
      if (call.method === 'POST') {
        made = [offer(5000.5)];
        return ok(made[0]);
      }
      return page(made);
    });
    const { notify } = renderWithProviders(<OfferForm section="secondHand" listing={listing} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Teklifiniz (TL)' }), '5.000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Teklif ver' }));
    expect(await screen.findByText('Yanıt bekliyor')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: 50001, price: 5000.5 });
    expect(screen.getByRole('button', { name: 'Teklifi güncelle' })).toBeTruthy();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
  });

  it('keeps the typed offer and shows the catalogue message when the server refuses it', async () => {
    fakeBackend((call) => (call.method === 'PUT' ? failure(409, '1000-1007') : page([offer(5000)])));
    const { notify } = renderWithProviders(<OfferForm section="secondHand" listing={listing} />);
    const field = await screen.findByRole('textbox', { name: 'Yeni teklifiniz (TL)' });
    await userEvent.type(field, '5500');
    await userEvent.click(screen.getByRole('button', { name: 'Teklifi güncelle' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith(expect.stringMatching(/başka bir işlemle değiştirildi/)));
    expect((field as HTMLInputElement).value).toBe('5500');
  });

  it('offers no form once the seller accepted, and says how to pay', async () => {
    fakeBackend(() => page([offer(5000, 'ACCEPTED')]));
    renderWithProviders(<OfferForm section="secondHand" listing={listing} />);
    expect(await screen.findByText('Kabul edildi')).toBeTruthy();
    expect(screen.getByText(/bu fiyatla ödeyebilirsiniz/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Teklif/ })).toBeNull();
  });

  it('is not shown in a section without negotiation', () => {
    fakeBackend(() => page([]));
    renderWithProviders(<OfferForm section="swap" listing={listing} />);
    expect(screen.queryByRole('region', { name: 'Pazarlık teklifi' })).toBeNull();
  });
});
