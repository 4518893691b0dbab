import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

describe('ResetPasswordForm', () => {
  it('asks for the six-digit code and matching passwords before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = fakeBackend(() => ok({}));
    renderWithProviders(<ResetPasswordForm defaultEmail="ayse@ornek.com" onSuccess={vi.fn()} />);

    await user.type(input('code'), '12a');
    await enterText(user, input('newPassword'), 'yeniSifre1');
    await enterText(user, input('reNewPassword'), 'yeniSifre2');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));

    expect(await screen.findByText('E-postanıza gelen 6 haneli kodu girin.')).toBeTruthy();
    expect(screen.getByText('Şifreler birbiriyle aynı olmalıdır.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a refused code on the code field, keeps the passwords, and succeeds on the next try', async () => {
    const user = userEvent.setup();
    let answer = failure(400, '1000-1012');
    const { calls } = fakeBackend(() => answer);
    const onSuccess = vi.fn();
    renderWithProviders(<ResetPasswordForm defaultEmail="ayse@ornek.com" onSuccess={onSuccess} />);

    await user.type(input('code'), '000000');
    await enterText(user, input('newPassword'), 'yeniSifre1');
    await enterText(user, input('reNewPassword'), 'yeniSifre1');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));

    expect(await screen.findByText('Şifrenizi sıfırlamak için doğrulama gerekiyor.')).toBeTruthy();
    expect(input('code').getAttribute('aria-invalid')).toBe('true');
    expect(input('newPassword').value).toBe('yeniSifre1');
    expect(input('reNewPassword').value).toBe('yeniSifre1');
    expect(onSuccess).not.toHaveBeenCalled();

    answer = ok({});
    await user.clear(input('code'));
    await user.type(input('code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls[1]?.body).toEqual({
      email: 'ayse@ornek.com',
      code: '123456',
      newPassword: 'yeniSifre1',
      reNewPassword: 'yeniSifre1',
    });
  });
});
