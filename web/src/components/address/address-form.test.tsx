import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { AddressForm } from './address-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

const locations = (call: Recorded) => {
  if (call.url.endsWith('/api/province')) return ok([{ id: 34, name: 'İstanbul' }]);
  if (call.url.endsWith('/api/province/34/district')) return ok([{ id: 34001, provinceId: 34, name: 'Kadıköy' }]);
  if (call.url.endsWith('/api/province/34/district/34001/neighborhood')) return ok([{ id: 1, districtId: 34001, name: 'Caferağa' }]);
  return undefined;
};

const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Adresi kaydet' });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, text(/^Adres adı/), 'İş');
  await enterText(user, text(/^Ad\s*\*?$/), 'Ayşe');
  await enterText(user, text(/^Soyad/), 'Yılmaz');
  await user.type(text(/^Cep telefonu/), '0532 123 45 67');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^İl\s*\*?$/ }), 'İstanbul');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^İlçe/ }), 'Kadıköy');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Mahalle/ }), 'Caferağa');
  await enterText(user, text(/^Adres\s*\*?$/), 'Moda Caddesi No: 10 D: 3');
}

describe('AddressForm', () => {
  it('shows Turkish messages for every missing or wrong field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend((call) => locations(call) ?? ok({}));
    renderWithProviders(<AddressForm onDone={vi.fn()} onCancel={vi.fn()} />);

    await user.click(save());
    expect(await screen.findByText('Adrese bir ad verin (ör. Ev, İş).')).toBeTruthy();
    expect(screen.getByText('Cep telefonu numarasını 5xxxxxxxxx biçiminde girin.')).toBeTruthy();
    expect(screen.getByText('İl seçin.')).toBeTruthy();
    expect(screen.getByText('Cadde, sokak, bina ve daire bilgisini girin (en az 5 karakter).')).toBeTruthy();
    expect(document.activeElement).toBe(text(/^Adres adı/));

    await user.type(text(/^TC kimlik numarası/), '12345678901');
    await user.click(screen.getByRole('radio', { name: 'Kurumsal' }));
    await user.click(save());
    expect(await screen.findByText('Vergi numarası 10 haneli olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Fatura için şirket unvanını girin.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Bireysel' }));
    await user.click(save());
    expect(await screen.findByText('Geçerli bir 11 haneli TC kimlik numarası girin.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('sends a corporate address with its invoice fields and shows 2000-0002 on the tax number, keeping the input', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend((call) => locations(call) ?? failure(400, '2000-0002'));
    const onDone = vi.fn();
    const { notify } = renderWithProviders(<AddressForm onDone={onDone} onCancel={vi.fn()} />);

    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Kurumsal' }));
    await enterText(user, text(/^Şirket unvanı/), 'Yılmaz Ticaret');
    await user.type(text(/^Vergi numarası/), '1234567890');
    await enterText(user, text(/^Vergi dairesi/), 'Kadıköy');
    await user.click(screen.getByRole('checkbox', { name: 'E-fatura mükellefiyim' }));
    await user.click(save());

    expect(await screen.findByText('TC kimlik numarası veya vergi numarası gerekli.', { selector: 'p' })).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('TC kimlik numarası veya vergi numarası gerekli.');
    expect(text(/^Vergi numarası/).value).toBe('1234567890');
    expect(text(/^Şirket unvanı/).value).toBe('Yılmaz Ticaret');
    expect(onDone).not.toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      addressName: 'İş',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phone: '5321234567',
      province: 'İstanbul',
      district: 'Kadıköy',
      neighborhood: 'Caferağa',
      address: 'Moda Caddesi No: 10 D: 3',
      corporateAddress: true,
      EInvoicePayer: true,
      companyName: 'Yılmaz Ticaret',
      taxIdentificationNumber: '1234567890',
      taxAdministration: 'Kadıköy',
    });
  }, 20_000);
});
