import { expect as baseExpect } from '@playwright/test';
import { PHONE_CODE, RESET_CODE } from '@carsi/mocks/members';
import { errorMessages } from '@carsi/sdk/runtime';
import { ACCOUNT_END_REDIRECT_MS } from '../src/config/timings.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, logIn, logOut, openAs, submitLogIn, test } from './support/session.ts';
import { successToast, toast } from './support/toast.ts';

/** Pages load slowly on a busy shared machine; waits are generous, every assertion still has to hold. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** A six-digit code that is not `code`: the wrong code a member mistypes. */
const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a member who forgot the password gets a code, a wrong code is refused, the right one sets a new password', async ({ page }) => {
  const newPassword = 'Yeni2025sifre';
  await page.goto('/giris');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' })).toBeVisible();
  const request = page.getByRole('form', { name: 'Şifre sıfırlama isteği' });
  await request.getByRole('textbox', { name: /^E-posta/ }).fill(DEMO.email);
  expect(await seriousViolations(page)).toEqual([]);
  await request.getByRole('button', { name: 'Sıfırlama kodu gönder' }).click();

  // The reset page comes with the address filled in.
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifre belirleyin' })).toBeVisible();
  const reset = page.getByRole('form', { name: 'Yeni şifre belirleme' });
  await expect(reset.getByRole('textbox', { name: /^E-posta/ })).toHaveValue(DEMO.email);
  const code = reset.getByRole('textbox', { name: /^Doğrulama kodu/ });
  await code.fill(otherThan(RESET_CODE));
  await reset.getByLabel(/^Yeni şifre/).first().fill(newPassword);
  await reset.getByLabel(/^Yeni şifre \(tekrar\)/).fill(newPassword);
  await reset.getByRole('button', { name: 'Şifremi güncelle' }).click();
  await expect(reset.getByText(errorMessages['1000-1012'])).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await code.fill(RESET_CODE);
  await reset.getByRole('button', { name: 'Şifremi güncelle' }).click();

  // Back on the login page: the old password no longer opens the account, the new one does.
  await submitLogIn(page, DEMO);
  await expect(page.getByText(errorMessages['2000-0180']).first()).toBeVisible();
  await page.locator('input[name="password"]').fill(newPassword);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('button', { name: /^Hesabım/ }).filter({ visible: true }).first()).toBeVisible();
});

test('password change: a wrong current password shows on its field; the new password logs in', async ({ page }) => {
  const newPassword = 'Degisik2025';
  await openAs(page, DEMO, '/hesabim/guvenlik');
  await expect(page.getByRole('heading', { level: 1, name: 'Şifre ve telefon' })).toBeVisible({ timeout: 90_000 });
  const form = page.getByRole('form', { name: 'Şifre değiştirme formu' });
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel(/^Mevcut şifre/).fill('Yanlis1234');
  await form.getByLabel(/^Yeni şifre/).first().fill(newPassword);
  await form.getByLabel(/^Yeni şifre \(tekrar\)/).fill(newPassword);
  await form.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(form.getByText('Mevcut şifreniz hatalı.')).toBeVisible();
  await expect(form.getByLabel(/^Yeni şifre \(tekrar\)/)).toHaveValue(newPassword);

  await form.getByLabel(/^Mevcut şifre/).fill(DEMO.password);
  await form.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Şifreniz güncellendi.' })).toBeVisible();
  await expect(form.getByLabel(/^Mevcut şifre/)).toHaveValue('');

  await logOut(page);
  await logIn(page, { email: DEMO.email, password: newPassword });
});

test('phone change: the SMS code confirms the new number, a wrong code is refused on its field', async ({ page }) => {
  const newPhone = '5559876543';
  await openAs(page, DEMO, '/hesabim/guvenlik');
  const form = page.getByRole('form', { name: 'Telefon değiştirme formu' });
  await expect(form).toBeVisible({ timeout: 90_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: /^Yeni cep telefonu/ }).fill(newPhone);
  await form.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();

  const sms = page.getByRole('form', { name: 'SMS doğrulama formu' });
  await expect(sms.getByText(`${newPhone} numarasına 6 haneli bir kod gönderdik.`)).toBeVisible();
  // The SMS form alone: the toast about the sent code may still lie over the account menu.
  expect(await seriousViolations(page, { include: 'form[aria-label="SMS doğrulama formu"]' })).toEqual([]);
  const code = sms.getByRole('textbox', { name: /^SMS kodu/ });
  await code.fill(otherThan(PHONE_CODE));
  await sms.getByRole('button', { name: 'Doğrula' }).click();
  await expect(sms.getByText(errorMessages['1000-1013'])).toBeVisible();
  await code.fill(PHONE_CODE);
  await sms.getByRole('button', { name: 'Doğrula' }).click();

  await expect(form.getByRole('status').filter({ hasText: 'Telefon numaranız doğrulandı ve güncellendi.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Telefon değiştirme formu' }).getByText(`Mevcut numaranız: ${newPhone}`)).toBeVisible({ timeout: 60_000 });
});

test('announcement preferences are saved and still there after a reload', async ({ page }) => {
  await openAs(page, DEMO, '/hesabim/duyuru-tercihleri');
  const form = page.getByRole('form', { name: 'Duyuru tercihleri formu' });
  const sms = form.getByRole('switch', { name: 'SMS ile kampanya ve duyurular' });
  const call = form.getByRole('switch', { name: 'Telefonla aranmak' });
  await expect(sms).toBeVisible({ timeout: 90_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const smsBefore = await sms.isChecked();
  const callBefore = await call.isChecked();
  await sms.setChecked(!smsBefore);
  await call.setChecked(!callBefore);
  await form.getByRole('button', { name: 'Tercihleri kaydet' }).click();
  await expect(toast(page, 'Duyuru tercihleriniz kaydedildi.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS ile kampanya ve duyurular' })).toBeChecked({ checked: !smsBefore, timeout: 60_000 });
  await expect(page.getByRole('switch', { name: 'Telefonla aranmak' })).toBeChecked({ checked: !callBefore });
});

test('a saved card is deleted after confirming and is gone after a reload', async ({ page }) => {
  await openAs(page, DEMO, '/hesabim/kayitli-kartlarim');
  await expect(page.getByRole('heading', { level: 1, name: 'Kayıtlı kartlarım' })).toBeVisible({ timeout: 90_000 });
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const alias = (await cards.first().getAttribute('aria-label')) ?? '';
  expect(alias).not.toBe('');
  expect(await seriousViolations(page)).toEqual([]);

  await cards.first().getByRole('button', { name: `Kartı sil: ${alias}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Kart silinsin mi?' });
  await expect(dialog.getByText(`"${alias}" kartı silinecek.`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Kartı sil' }).click();
  await expect(toast(page, successToast('deleteCard'))).toBeVisible();
  await expect(page.getByRole('article', { name: alias, exact: true })).toHaveCount(0);
  await expect(cards).toHaveCount(count - 1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kayıtlı kartlarım' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('article', { name: alias, exact: true })).toHaveCount(0);
});

test('account deletion asks for the password and a confirmation, then goes home after 2 s, logged out', async ({ page }) => {
  await openAs(page, DEMO, '/hesabim/hesabi-sil');
  const form = page.getByRole('form', { name: 'Hesap silme formu' });
  await expect(form).toBeVisible({ timeout: 90_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel(/^Şifreniz/).fill('Yanlis1234');
  await form.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınız silinsin mi?' });
  await dialog.getByRole('button', { name: 'Evet, hesabımı sil' }).click();
  await expect(form.getByText('Şifreniz hatalı.', { exact: true })).toBeVisible();

  await form.getByLabel(/^Şifreniz/).fill(DEMO.password);
  await form.getByRole('textbox', { name: 'Ayrılma nedeniniz (isteğe bağlı)' }).fill('Artık kullanmıyorum.');
  await form.getByRole('button', { name: 'Hesabımı sil' }).click();
  // The redirect's time runs from the answer, which comes after the press: timed from the press, the
  // move can never look early, however long a busy machine takes to show the message.
  const pressed = Date.now();
  await dialog.getByRole('button', { name: 'Evet, hesabımı sil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hesabınız silindi. Ana sayfaya yönlendiriliyorsunuz…' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(ACCOUNT_END_REDIRECT_MS);
  await expect(page.getByRole('link', { name: 'Giriş yap' }).filter({ visible: true }).first()).toBeVisible();

  // The account is gone: its password no longer logs in.
  await page.goto('/giris');
  await submitLogIn(page, DEMO);
  await expect(page.getByText(errorMessages['2000-0180']).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hesabım/ })).toHaveCount(0);
});
