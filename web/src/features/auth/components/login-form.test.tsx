import { getToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { LoginForm } from './login-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

const session = { token: 'tok-0123456789abcdef', user: { id: 7, email: 'ayse@ornek.com', accountType: 'INDIVIDUAL' } };

const emailInput = () => screen.getByLabelText(/^E-posta/) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Şifre/, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Giriş yap' });

describe('LoginForm', () => {
  it('shows Turkish field errors and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const { fetchMock } = fakeBackend(() => ok(session));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await user.click(submit());
    expect(await screen.findByText('E-posta adresinizi girin.')).toBeTruthy();
    expect(screen.getByText('Şifrenizi girin.')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailInput());

    await enterText(user, emailInput(), 'ayse@');
    await enterText(user, passwordInput(), 'gizli123');
    await user.click(submit());
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
    expect(screen.queryByText('Şifrenizi girin.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a failed login with one message on no field, keeps what was typed, and sends the password as typed', async () => {
    const user = userEvent.setup();
    // The mock backend's answer for a wrong password and for an unknown address alike.
    const { calls } = fakeBackend(() => failure(400, '2000-0180'));
    const onSuccess = vi.fn();
    const { notify } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await enterText(user, emailInput(), 'ayse@ornek.com');
    // Shorter than the registration rules allow: still sent, the server answers it like any wrong password.
    await enterText(user, passwordInput(), 'kisa');
    await user.click(screen.getByRole('radio', { name: 'Takas' }));
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('E-posta adresi veya şifre hatalı.');
    expect(notify.warning).toHaveBeenCalledWith('E-posta adresi veya şifre hatalı.');
    // Neither field is blamed: that would tell which of the two was wrong.
    expect(emailInput().getAttribute('aria-invalid')).toBe('false');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('false');
    expect(emailInput().value).toBe('ayse@ornek.com');
    expect(passwordInput().value).toBe('kisa');
    expect((screen.getByRole('radio', { name: 'Takas' }) as HTMLInputElement).checked).toBe(true);
    expect(calls[0]?.body).toEqual({ email: 'ayse@ornek.com', password: 'kisa' });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  it('shows field problems the server names on those fields', async () => {
    const user = userEvent.setup();
    fakeBackend(() => failure(400, '1000-1016', [{ field: 'email', code: '1000-1010', message: 'Bu e-posta kayıtlı değil.' }]));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await enterText(user, emailInput(), 'yok@ornek.com');
    await enterText(user, passwordInput(), 'gizli123');
    await user.click(submit());

    expect(await screen.findByText('Bu e-posta kayıtlı değil.')).toBeTruthy();
    expect(emailInput().value).toBe('yok@ornek.com');
    // Editing the field clears its error.
    await user.type(emailInput(), 'x');
    expect(screen.queryByText('Bu e-posta kayıtlı değil.')).toBeNull();
  });

  it('stores the token and continues to the chosen platform on success', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok(session));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await enterText(user, emailInput(), 'ayse@ornek.com');
    await enterText(user, passwordInput(), 'gizli123');
    await user.click(screen.getByRole('radio', { name: 'Mezat' }));
    await user.click(submit());

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('AUCTION'));
    expect(getToken()).toBe(session.token);
  });
});
