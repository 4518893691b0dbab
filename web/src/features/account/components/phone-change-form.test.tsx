import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { PhoneChangeForm } from './phone-change-form.tsx';

const phoneInput = () => screen.getByRole('textbox', { name: /^Yeni cep telefonu/ });
const codeInput = () => screen.getByRole('textbox', { name: /^SMS kodu/ }) as HTMLInputElement;

describe('PhoneChangeForm', () => {
  it('refuses the number already on the account without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = fakeBackend(() => ok({}));
    renderWithProviders(<PhoneChangeForm currentPhone="5321234567" />);

    await user.type(phoneInput(), '0532 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    expect(await screen.findByText('Yeni numara mevcut numaranızdan farklı olmalıdır.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code (1000-1013) and an expired one (1000-1014) on the code field, and can send a new code', async () => {
    const user = userEvent.setup({ delay: null });
    const answers = [failure(400, '1000-1013'), failure(400, '1000-1014')];
    const { calls } = fakeBackend((call) => (call.url.endsWith('/verify') ? (answers.shift() ?? ok({})) : ok({ expiresInSeconds: 180 })));
    const { notify } = renderWithProviders(<PhoneChangeForm currentPhone="5321234567" />);

    await user.type(phoneInput(), '5559876543');
    await user.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    expect(await screen.findByText('5559876543 numarasına 6 haneli bir kod gönderdik.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ phone: '5559876543' });

    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('SMS ile gelen 6 haneli kodu girin.')).toBeTruthy();

    await user.type(codeInput(), '111111');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('SMS kodu eşleşmiyor.', { selector: 'p' })).toBeTruthy();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(codeInput().value).toBe('111111');

    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('SMS doğrulama süresi doldu. Lütfen yeni kod isteyin.', { selector: 'p' })).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('SMS doğrulama süresi doldu. Lütfen yeni kod isteyin.');

    await user.click(screen.getByRole('button', { name: 'Yeni kod gönder' }));
    expect(calls.filter((call) => call.url.endsWith('/api/user/phone'))).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Telefon numaranız doğrulandı ve güncellendi.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ phone: '5559876543', code: '111111' });
  });
});
