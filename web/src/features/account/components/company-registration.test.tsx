import type { UserInformation } from '@carsi/sdk/main';
import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, fakeLocations, ok, renderWithProviders, sentMultipart } from '@/testing/test-utils.tsx';
import { CompanyRegistration } from './company-registration.tsx';
import { enterText } from '@/testing/enter-text.ts';

/** A member who has just registered: no name, no company profile yet. */
const fresh: UserInformation = {
  id: 77,
  email: 'firma@ornek.com',
  firstName: '',
  lastName: '',
  phoneVerified: false,
  accountType: 'INDIVIDUAL',
  createdAt: '2026-11-23T09:00:00.000Z',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Onaya gönder' });

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, await screen.findByRole('textbox', { name: /^Ad/ }), 'Deniz');
  await enterText(user, field(/^Soyad/), 'Kaya');
  await enterText(user, field(/^Şirket unvanı/), 'Kaya Dış Ticaret A.Ş.');
  await enterText(user, field(/^Vergi dairesi/), 'Kadıköy');
  await enterText(user, field(/^Şirket adresi/), 'Moda Caddesi No: 10');
  await user.selectOptions(screen.getByRole('combobox', { name: /^İl\s*\*?$/ }), 'İstanbul');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^İlçe/ }), 'Kadıköy');
  await enterText(user, field(/^IBAN/), 'TR33 0006 1005 1978 6457 8413 26');
}

describe('CompanyRegistration', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('sends the company profile with the tax certificate and shows "Yönetici onayı bekleniyor"', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const { fetchMock } = fakeBackend(
      (call) => fakeLocations(call) ?? (call.method === 'PUT' ? ok({ ...fresh, firstName: 'Deniz', lastName: 'Kaya', companyType: 'COMPANY', approvalStatus: 1 }) : ok(fresh)),
    );
    const { notify } = renderWithProviders(<CompanyRegistration onDone={onDone} />);

    await fillCompany(user);
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'vergi-levhasi.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector<HTMLInputElement>('input[name="taxCertificate"]') as HTMLInputElement, pdf);
    expect(screen.getByText('vergi-levhasi.pdf')).toBeTruthy();
    await user.click(send());

    const status = await screen.findByRole('status', { name: 'Kurumsal hesap onay durumu' });
    expect(status.textContent).toContain('Onay bekliyor');
    expect(status.textContent).toContain('Yönetici onayı bekleniyor (şu anki durum)');
    expect(notify.success).toHaveBeenCalledWith('Şirket bilgileriniz onaya gönderildi.');
    const form = sentMultipart(fetchMock);
    expect(form.get('companyType')).toBe('COMPANY');
    expect(form.get('firstName')).toBe('Deniz');
    expect(JSON.parse(String(form.get('companyInformation')))).toMatchObject({
      companyName: 'Kaya Dış Ticaret A.Ş.', taxAdministration: 'Kadıköy', province: 'İstanbul', district: 'Kadıköy', iban: 'TR330006100519786457841326',
    });
    expect(form.get('taxCertificate')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Alışverişe devam et' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('without the certificate the application waits for the document', async () => {
    const user = userEvent.setup({ delay: null });
    fakeBackend((call) => fakeLocations(call) ?? (call.method === 'PUT' ? ok({ ...fresh, companyType: 'COMPANY', approvalStatus: 0 }) : ok(fresh)));
    renderWithProviders(<CompanyRegistration onDone={vi.fn()} />);

    await fillCompany(user);
    await user.click(send());
    const status = await screen.findByRole('status', { name: 'Kurumsal hesap onay durumu' });
    expect(status.textContent).toContain('Belge bekleniyor (şu anki durum)');
    expect(status.textContent).toContain('Vergi levhanızı yükleyip');
  }, 20_000);

  it('checks the fields in Turkish before sending and keeps what was typed when the server refuses the IBAN', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = fakeBackend((call) => fakeLocations(call) ?? (call.method === 'PUT' ? failure(400, '2000-0003') : ok(fresh)));
    renderWithProviders(<CompanyRegistration onDone={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Onaya gönder' }));
    expect(await screen.findByText('Adınızı girin.')).toBeTruthy();
    expect(screen.getByText('Şirket unvanını girin (en az 2 karakter).')).toBeTruthy();
    expect(screen.getByText('Geçerli bir TR IBAN girin.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await fillCompany(user);
    await user.click(send());
    expect(await screen.findByText('IBAN geçerli değil.', { selector: 'p' })).toBeTruthy();
    expect(field(/^IBAN/).value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(field(/^Şirket unvanı/).value).toBe('Kaya Dış Ticaret A.Ş.');
    expect(screen.queryByRole('status', { name: 'Kurumsal hesap onay durumu' })).toBeNull();
  }, 20_000);

  it('can be left for later', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const { fetchMock } = fakeBackend((call) => fakeLocations(call) ?? ok(fresh));
    renderWithProviders(<CompanyRegistration onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Şimdilik atla' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
