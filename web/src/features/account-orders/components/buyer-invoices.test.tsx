import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { BuyerInvoices } from './buyer-invoices.tsx';

const invoice = (id: number, platform: string, orderId: number) => ({
  id,
  orderId,
  orderNumber: String(2400000000 + orderId),
  platform,
  invoiceNumber: `ABC20240000000${id}`,
  invoiceDate: '2026-11-15',
  fileUrl: `/files/invoices/${id}.pdf`,
  totalAmount: 459.84,
  sellerName: 'Anadolu Ev Tekstili',
  buyerName: 'Ayşe Yılmaz',
  createdAt: '2026-11-15T09:00:00Z',
});
const marketplace = invoice(530, 'MARKETPLACE', 1201);
const secondHand = invoice(531, 'SECONDHAND', 77);
const swap = invoice(532, 'SWAP', 91);
const page = (items: unknown[]) => ok({ items, totalCount: items.length, currentPage: 1, pageSize: 10, totalPages: items.length > 0 ? 1 : 0 });
const platformOf = (call: Recorded) => new URL(call.url, 'http://localhost').searchParams.get('platform');

describe('BuyerInvoices (Faturalarım)', { timeout: 20_000 }, () => {
  const objectUrls = { create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'), revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL') };
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    for (const [name, descriptor] of [['createObjectURL', objectUrls.create], ['revokeObjectURL', objectUrls.revoke]] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it('lists invoices of every section with their order and downloads the PDF under the invoice number', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    // jsdom has no object URLs: the saved file gets a stand-in one.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:fatura') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const pdf = vi.fn(async (_url: string) => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
    vi.stubGlobal('fetch', pdf);
    const { calls } = fakeBackend(() => page([marketplace, secondHand, swap]));
    renderWithProviders(<BuyerInvoices />);

    const market = await screen.findByRole('article', { name: 'Fatura ABC20240000000530' });
    expect(within(market).getByText('Pazaryeri')).toBeTruthy();
    expect(within(market).getByRole('link', { name: 'Sipariş no 2400001201' }).getAttribute('href')).toBe('/hesabim/siparislerim/1201');
    const section = screen.getByRole('article', { name: 'Fatura ABC20240000000531' });
    expect(within(section).getByText('Pazar')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Sipariş no 2400000077' }).getAttribute('href')).toBe('/pazar/hesabim/alislarim/77');
    // A swap purchase names its order without a link: the shop has no page of swap purchases.
    const swapped = screen.getByRole('article', { name: 'Fatura ABC20240000000532' });
    expect(within(swapped).getByText('Takas')).toBeTruthy();
    expect(within(swapped).getByText('Sipariş no 2400000091')).toBeTruthy();
    expect(within(swapped).queryByRole('link')).toBeNull();

    await user.click(within(market).getByRole('button', { name: 'Fatura ABC20240000000530 PDF indir' }));
    await waitFor(() => expect(saved.length).toBe(1));
    expect(saved).toEqual([{ href: 'blob:fatura', download: 'fatura-ABC20240000000530.pdf' }]);
    expect(pdf).toHaveBeenCalledWith('/files/invoices/530.pdf');
    expect(platformOf(calls[0] as Recorded)).toBeNull();
  });

  it('narrows to one section, says when it has none, and offers a retry when the list fails', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const { calls } = fakeBackend((call) => (fail ? failure(500, '1000-1000') : page(platformOf(call) === 'CRAFT' ? [] : [marketplace])));
    renderWithProviders(<BuyerInvoices />, { immediateRetries: true });

    expect(await screen.findByText('Faturalarınız yüklenemedi.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('article', { name: 'Fatura ABC20240000000530' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Zanaat' }));
    expect(await screen.findByText('Zanaat alışverişleriniz için henüz fatura yok.')).toBeTruthy();
    expect(platformOf(calls.at(-1) as Recorded)).toBe('CRAFT');

    // Every section whose purchases the contract gives invoices has its chip, swap included.
    await user.click(screen.getByRole('button', { name: 'Takas' }));
    expect(await screen.findByRole('article', { name: 'Fatura ABC20240000000530' })).toBeTruthy();
    expect(platformOf(calls.at(-1) as Recorded)).toBe('SWAP');
  });
});
