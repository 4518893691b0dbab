import { getToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { consentMessage } from '../utils/schemas.ts';
import { RegisterForm } from './register-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

const session = { token: 'tok-new-member-0001', user: { id: 9, email: 'yeni@ornek.com', accountType: 'INDIVIDUAL' } };

const emailInput = () => screen.getByLabelText(/^E-posta/) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Şifre/, { selector: 'input' }) as HTMLInputElement;
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const consent = () => checkbox(/KVKK/);
const offers = () => checkbox(/özel teklif/);
const submit = () => screen.getByRole('button', { name: 'Üye ol' });

describe('RegisterForm', () => {
  it('shows Turkish errors for every invalid field, the consent included', async () => {
    const user = userEvent.setup();
    const { fetchMock } = fakeBackend(() => ok(session));
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);

    await enterText(user, emailInput(), 'yeni@ornek');
    await enterText(user, passwordInput(), 'sadeceharf');
    await user.click(submit());

    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
    expect(screen.getByText('Şifre en az bir harf ve bir rakam içermelidir.')).toBeTruthy();
    expect(screen.getByText(consentMessage)).toBeTruthy();
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(passwordInput());
    await enterText(user, passwordInput(), 'kisa1');
    await user.click(submit());
    expect(await screen.findByText('Şifre 8 ile 64 karakter arasında olmalıdır.')).toBeTruthy();
  });

  it('puts "e-mail already in use" on the e-mail field and keeps every typed value and choice', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => failure(409, '1000-1015'));
    const onSuccess = vi.fn();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />);

    await enterText(user, emailInput(), 'var@ornek.com');
    await enterText(user, passwordInput(), 'gizli123');
    await user.click(offers());
    await user.click(consent());
    await user.click(screen.getByRole('radio', { name: 'Zanaat' }));
    await user.click(submit());

    expect(await screen.findByText('Bu e-posta adresi zaten kullanılıyor.')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().value).toBe('var@ornek.com');
    expect(passwordInput().value).toBe('gizli123');
    expect(offers().checked).toBe(true);
    expect(consent().checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Zanaat' }) as HTMLInputElement).checked).toBe(true);
    expect(calls).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends the register payload without the platform and continues to the chosen platform', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok(session));
    const onSuccess = vi.fn();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />);

    await enterText(user, emailInput(), ' yeni@ornek.com ');
    await enterText(user, passwordInput(), 'gizli123');
    await user.click(checkbox(/ticari elektronik ileti/));
    await user.click(consent());
    await user.click(screen.getByRole('radio', { name: 'Pazar' }));
    await user.click(submit());

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('SECONDHAND', 'INDIVIDUAL'));
    expect(calls[0]?.url).toMatch(/\/api\/auth\/register$/);
    expect(calls[0]?.body).toEqual({
      email: 'yeni@ornek.com',
      password: 'gizli123',
      eMessage: true,
      eOffer: false,
      pPData: true,
    });
    expect(getToken()).toBe(session.token);
  });

  it('a company membership registers the same way (no account type is sent) and goes on to the company step', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => ok(session));
    const onSuccess = vi.fn();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />);

    expect((screen.getByRole('radio', { name: 'Bireysel' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Kurumsal' }));
    expect(screen.getByText(/şirket bilgilerinizi ve vergi levhanızı girersiniz/)).toBeTruthy();
    await enterText(user, emailInput(), 'firma@ornek.com');
    await enterText(user, passwordInput(), 'gizli123');
    await user.click(consent());
    await user.click(submit());

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('MARKETPLACE', 'COMPANY'));
    expect(calls[0]?.body).toEqual({ email: 'firma@ornek.com', password: 'gizli123', eMessage: false, eOffer: false, pPData: true });
  });
});
