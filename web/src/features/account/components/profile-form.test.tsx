import type { UserInformation } from '@carsi/sdk/main';
import { PROFILE_RELOAD_MS } from '@/config/timings.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReloader } from '@/lib/reload.ts';
import { failure, fakeBackend, fakeLocations, ok, renderWithProviders, sentMultipart } from '@/testing/test-utils.tsx';
import { ProfileSection } from './profile-section.tsx';
import { enterText } from '@/testing/enter-text.ts';

const individual: UserInformation = {
  id: 1,
  email: 'demo@carsi.test',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '5321234567',
  phoneVerified: true,
  accountType: 'INDIVIDUAL',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const company: UserInformation = {
  ...individual,
  accountType: 'COMPANY',
  companyType: 'COMPANY',
  approvalStatus: 2,
  companyInformation: {
    companyName: 'Yılmaz Ticaret Ltd. Şti.',
    taxAdministration: 'Kadıköy',
    taxNumber: '1234567890',
    address: 'Moda Caddesi No: 10',
    province: 'İstanbul',
    district: 'Kadıköy',
    iban: 'TR330006100519786457841326',
  },
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Kaydet' });

describe('ProfileForm', () => {
  const reloadPage = vi.fn();
  beforeEach(() => {
    reloadPage.mockClear();
    vi.spyOn(pageReloader, 'reload').mockImplementation(reloadPage);
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves an individual profile at once and reloads the page after PROFILE_RELOAD_MS', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = fakeBackend((call) => fakeLocations(call) ?? (call.method === 'PUT' ? ok({ ...individual, firstName: 'Deniz' }) : ok(individual)));
    const { notify } = renderWithProviders(<ProfileSection />);

    await user.clear(await screen.findByRole('textbox', { name: /^Ad/ }));
    await enterText(user, field(/^Ad/), 'Deniz');
    await user.click(save());

    expect(await screen.findByText('Bilgileriniz kaydedildi. Sayfa yenileniyor…')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Profiliniz kaydedildi.');
    expect(screen.queryByText('Onay bekliyor')).toBeNull();
    const form = sentMultipart(fetchMock);
    expect(form.get('companyType')).toBe('INDIVIDUAL');
    expect(form.get('firstName')).toBe('Deniz');
    expect(form.has('companyInformation')).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: PROFILE_RELOAD_MS + 1000 });
  });

  it('sends a company profile for approval, shows "Onay bekliyor" and never sends the tax number', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = fakeBackend(
      (call) => fakeLocations(call) ?? (call.method === 'PUT' ? ok({ ...company, accountType: 'COMPANY', approvalStatus: 1 }) : ok(company)),
    );
    const { notify } = renderWithProviders(<ProfileSection />);

    expect(await screen.findByRole('textbox', { name: /^Vergi numarası/ })).toHaveProperty('value', '1234567890');
    expect(screen.queryByText('Onay bekliyor')).toBeNull();
    await user.clear(field(/^Şirket unvanı/));
    await enterText(user, field(/^Şirket unvanı/), 'Yılmaz Gıda A.Ş.');
    await user.click(save());

    expect(await screen.findByText('Onay bekliyor')).toBeTruthy();
    expect(screen.getByText(/Yönetici onayı bekleniyor/)).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Şirket bilgileriniz onaya gönderildi.');
    const form = sentMultipart(fetchMock);
    expect(form.get('companyType')).toBe('COMPANY');
    const sent = JSON.parse(String(form.get('companyInformation'))) as Record<string, unknown>;
    expect(sent).toMatchObject({ companyName: 'Yılmaz Gıda A.Ş.', taxAdministration: 'Kadıköy', province: 'İstanbul', district: 'Kadıköy' });
    expect(sent).not.toHaveProperty('taxNumber');
    expect(JSON.stringify([...form.entries()].map(([key, value]) => [key, String(value)]))).not.toContain('1234567890');
  });

  it('checks the company fields in Turkish before sending, and keeps them when the server refuses the IBAN', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = fakeBackend((call) => fakeLocations(call) ?? (call.method === 'PUT' ? failure(400, '2000-0003') : ok(individual)));
    const { notify } = renderWithProviders(<ProfileSection />);

    await user.click(await screen.findByRole('radio', { name: 'Kurumsal' }));
    await user.click(save());
    expect(await screen.findByText('Şirket unvanını girin (en az 2 karakter).')).toBeTruthy();
    expect(screen.getByText('Geçerli bir TR IBAN girin.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await enterText(user, field(/^Şirket unvanı/), 'Yılmaz Ticaret');
    await enterText(user, field(/^Vergi dairesi/), 'Kadıköy');
    await enterText(user, field(/^Şirket adresi/), 'Moda Caddesi No: 10');
    await user.selectOptions(screen.getByRole('combobox', { name: /^İl\s*\*?$/ }), 'İstanbul');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^İlçe/ }), 'Kadıköy');
    await enterText(user, field(/^IBAN/), 'TR33 0006 1005 1978 6457 8413 26');
    await user.click(save());

    expect(await screen.findByText('IBAN geçerli değil.', { selector: 'p' })).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('IBAN geçerli değil.');
    expect(field(/^IBAN/).value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(field(/^Şirket unvanı/).value).toBe('Yılmaz Ticaret');
    expect(screen.queryByText('Onay bekliyor')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  }, 20_000);

  it('a company profile under review shows as Kurumsal with what was sent', async () => {
    // As the mock backend answers it: companyType COMPANY (last sent), accountType INDIVIDUAL (in force).
    const pending: UserInformation = { ...company, accountType: 'INDIVIDUAL', approvalStatus: 1 };
    fakeBackend((call) => fakeLocations(call) ?? ok(pending));
    renderWithProviders(<ProfileSection />);

    expect(await screen.findByText('Onay bekliyor')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Kurumsal' }) as HTMLInputElement).checked).toBe(true);
    expect(field(/^Şirket unvanı/).value).toBe('Yılmaz Ticaret Ltd. Şti.');
  });
});
