import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, SecondHandProduct } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { failure, fakeBackend, ok, renderWithProviders, type Envelope } from '@/testing/test-utils.tsx';
import { SellForm } from './sell-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

const categories: Category[] = [
  { id: 1, name: 'Spor', slug: 'spor', parentId: null, level: 1 },
  { id: 12, name: 'Bisiklet', slug: 'bisiklet', parentId: 1, level: 2 },
];

function backend(create: () => Envelope) {
  return fakeBackend((call) => {
    if (call.url.includes('/district')) return ok([{ id: 5, provinceId: 34, name: 'Kadıköy' }]);
    if (call.url.includes('/api/province')) return ok([{ id: 34, name: 'İstanbul' }]);
    if (call.url.includes('/api/marketplace/brand')) return ok({ items: [], currentPage: 1, pageSize: 100, totalCount: 0, totalPages: 0 });
    if (call.method === 'POST' && call.url.includes('/user/product')) return create();
    return failure(404, '2000-0202');
  });
}

const bigEnough = async () => ({ width: 600, height: 800 });
const tooSmall = async () => ({ width: 500, height: 700 });
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, field(/^Başlık/), 'Şehir bisikleti');
  await enterText(user, field(/^Açıklama/), 'Az kullanılmış, bakımlı şehir bisikleti.');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Kategori/ }), '12');
  await user.clear(field(/^Fiyat/));
  await user.type(field(/^Fiyat/), '4750');
  const province = screen.getByRole('combobox', { name: /^İl( \*)?$/ });
  await screen.findByRole('option', { name: 'İstanbul' });
  await user.selectOptions(province, 'İstanbul');
  await screen.findByRole('option', { name: 'Kadıköy' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^İlçe/ }), 'Kadıköy');
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

// Full MUI forms in jsdom are slow on a shared machine.
const SLOW = { timeout: 60_000 };

describe('SellForm', () => {
  it('starts with price 0 and open to negotiation, and refuses a small image with the catalogue message', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    backend(() => ok({}));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    renderWithProviders(<SellForm section="secondHand" categories={categories} measure={tooSmall} />);
    expect(field(/^Fiyat/).value).toBe('0');
    expect((screen.getByLabelText('Pazarlığa açık') as HTMLInputElement).checked).toBe(true);
    await user.upload(screen.getByLabelText('Görsel ekle', { selector: 'input' }), new File(['x'], 'kucuk.png', { type: 'image/png' }));
    expect(await screen.findByText('kucuk.png: Görsel en az 600x800 piksel olmalıdır.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Seçilen görseller' })).toBeNull();
  });

  it('reorders and removes images', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    backend(() => ok({}));
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderWithProviders(<SellForm section="secondHand" categories={categories} measure={bigEnough} />);
    const input = screen.getByLabelText('Görsel ekle', { selector: 'input' });
    await user.upload(input, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })]);
    const list = await screen.findByRole('list', { name: 'Seçilen görseller' });
    const sources = () => within(list).getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(sources()).toEqual(['blob:a.png', 'blob:b.png']);
    await user.click(screen.getByRole('button', { name: 'Görsel 2 sola taşı' }));
    expect(sources()).toEqual(['blob:b.png', 'blob:a.png']);
    await user.click(screen.getByRole('button', { name: 'Görsel 1 kaldır' }));
    expect(sources()).toEqual(['blob:a.png']);
  });

  it('keeps everything typed when the upload fails, also across a reload of the page', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    backend(() => failure(500, '1000-1000'));
    const first = renderWithProviders(<SellForm section="secondHand" categories={categories} measure={bigEnough} />);
    await user.upload(screen.getByLabelText('Görsel ekle', { selector: 'input' }), new File(['x'], 'bisiklet.png', { type: 'image/png' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'İlanı yayınla' }));

    expect(await screen.findByText(errorMessageFor('1000-1000'), { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(first.notify.warning).toHaveBeenCalled();
    expect(field(/^Başlık/).value).toBe('Şehir bisikleti');
    expect(field(/^Fiyat/).value).toBe('4750');
    expect(within(screen.getByRole('list', { name: 'Seçilen görseller' })).getAllByRole('img')).toHaveLength(1);

    // A reload (a new mount) brings the typed draft back from this tab's storage.
    first.unmount();
    renderWithProviders(<SellForm section="secondHand" categories={categories} measure={bigEnough} />);
    expect(field(/^Başlık/).value).toBe('Şehir bisikleti');
    expect(field(/^Açıklama/).value).toBe('Az kullanılmış, bakımlı şehir bisikleti.');
    expect(field(/^Fiyat/).value).toBe('4750');
    expect((screen.getByRole('combobox', { name: /^Kategori/ }) as HTMLSelectElement).value).toBe('12');
    // Another section keeps its own draft.
    expect(window.sessionStorage.getItem('carsi.sell-draft.craft.new')).toBeNull();
  });

  it('puts the server image refusal on the images and does not call the server without an image', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const { calls } = backend(() => failure(400, '2000-0052'));
    renderWithProviders(<SellForm section="craft" categories={categories} measure={bigEnough} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'İlanı yayınla' }));
    expect(await screen.findByText('En az bir görsel ekleyin.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(screen.getByLabelText('Görsel ekle', { selector: 'input' }), new File(['x'], 'b.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'İlanı yayınla' }));
    expect(await screen.findByText('Görsel en az 600x800 piksel olmalıdır.', { selector: 'p' })).toBeTruthy();
    expect(field(/^Başlık/).value).toBe('Şehir bisikleti');
  });

  it('shows the pictures an edit keeps, at the address the backend kept the upload at', SLOW, async () => {
    backend(() => ok({}));
    const listing: SecondHandProduct = {
      id: 50200, title: 'Şehir bisikleti', description: 'Az kullanılmış, bakımlı şehir bisikleti.', price: 4750, status: 'GOOD', state: 'ACTIVE',
      images: [{ url: '/images/uploads/50200-1-3f9c2a7b1d4e.jpg', width: 800, height: 1000, alt: 'Şehir bisikleti' }],
      categoryId: 12, province: 'İstanbul', district: 'Kadıköy', shippingPayer: 'BUYER', isOpenNegotiation: 'YES',
      seller: { id: 1, name: 'Ayşe Y.', slug: 'ayse', rating: 0, followerCount: 0 }, platform: 'SECONDHAND', createdAt: '2026-11-20T10:00:00Z',
    };
    renderWithProviders(<SellForm section="secondHand" categories={categories} listing={listing} measure={bigEnough} />);

    const kept = screen.getByRole('list', { name: 'Şu anki görseller' });
    const picture = within(kept).getByRole('img', { name: 'Şu anki görsel 1' });
    expect(picture.getAttribute('src')).toBe('/images/uploads/50200-1-3f9c2a7b1d4e.jpg');
    expect(screen.getByText('Şu anki 1 görsel korunur; yeni görsel eklerseniz hepsinin yerine geçer.')).toBeTruthy();
  });
});
