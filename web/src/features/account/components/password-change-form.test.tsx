import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const oldPassword = () => input(/^Mevcut şifre/);
const newPassword = () => input(/^Yeni şifre\s*\*?$/);
const again = () => input(/^Yeni şifre \(tekrar\)/);
const submit = () => screen.getByRole('button', { name: 'Şifremi değiştir' });

describe('PasswordChangeForm', () => {
  it('refuses a new password equal to the old one and a re-typed one that differs, without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = fakeBackend(() => ok({}));
    renderWithProviders(<PasswordChangeForm />);

    await enterText(user, oldPassword(), 'Eski1234');
    await enterText(user, newPassword(), 'Eski1234');
    await enterText(user, again(), 'Baska1234');
    await user.click(submit());

    expect(await screen.findByText('Yeni şifre mevcut şifrenizden farklı olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeTruthy();
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password (2000-0180) on its field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeBackend(() => failure(400, '2000-0180'));
    const { notify } = renderWithProviders(<PasswordChangeForm />);

    await enterText(user, oldPassword(), 'Yanlis123');
    await enterText(user, newPassword(), 'Yeni12345');
    await enterText(user, again(), 'Yeni12345');
    await user.click(submit());

    expect(await screen.findByText('Mevcut şifreniz hatalı.', { selector: 'p' })).toBeTruthy();
    expect(oldPassword().getAttribute('aria-invalid')).toBe('true');
    expect(notify.warning).toHaveBeenCalledWith('Mevcut şifreniz hatalı.');
    expect(oldPassword().value).toBe('Yanlis123');
    expect(newPassword().value).toBe('Yeni12345');
    expect(calls[0]?.body).toEqual({ oldPassword: 'Yanlis123', newPassword: 'Yeni12345', reNewPassword: 'Yeni12345' });
  });

  it('confirms the change and empties the fields', async () => {
    const user = userEvent.setup({ delay: null });
    fakeBackend(() => ok({}));
    const { notify } = renderWithProviders(<PasswordChangeForm />);

    await enterText(user, oldPassword(), 'Eski1234');
    await enterText(user, newPassword(), 'Yeni12345');
    await enterText(user, again(), 'Yeni12345');
    await user.click(submit());

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Şifreniz güncellendi.');
    expect(notify.success).toHaveBeenCalledWith('Şifreniz güncellendi.');
    expect(oldPassword().value).toBe('');
  });
});
