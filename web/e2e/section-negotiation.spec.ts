import { expect as baseExpect } from '@playwright/test';
import { seriousViolations, seriousViolationsFromTop } from './support/axe.ts';
import { notesShown } from './support/brief-notes.ts';
import { suspendSectionAccount } from './support/section-suspend.ts';
import { CORPORATE, DEMO, openAs, test } from './support/session.ts';
import { containing } from './support/text.ts';
import { successToast, toast } from './support/toast.ts';

/** Pages load slowly on a busy shared machine; waits are generous, every assertion still has to hold. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
/** The first page of a fresh browser context also starts the mock backend. */
const FIRST_LOAD_MS = 90_000;

test('the seller rejects a buyer’s offer after reading whose price is turned down', async ({ page }) => {
  await openAs(page, DEMO, '/pazar/hesabim/teklifler');
  await expect(page.getByRole('heading', { level: 1, name: 'Pazarlık teklifleri' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const incoming = page.getByRole('region', { name: 'Gelen teklifler' });
  const row = incoming.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Reddet' }) }).first();
  await expect(row).toBeVisible();
  const title = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  await row.getByRole('button', { name: 'Reddet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif reddedilsin mi?' });
  await expect(dialog.getByText(new RegExp(`^${containing(`“${title}” için alıcının teklifi`).source} ₺[\\d.,]+ reddedilecek\\. Bu işlem geri alınamaz\\.$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(toast(page, successToast('rejectNegotiation'))).toBeVisible();
  const rejected = incoming.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }).filter({ hasText: 'Reddedildi' });
  await expect(rejected).toBeVisible();
  await expect(rejected.getByRole('button')).toHaveCount(0);
});

test('swap offers: the owner rejects one that came in and withdraws one sent, each after a confirmation', async ({ page }) => {
  await openAs(page, DEMO, '/takas/hesabim/takas-teklifleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Takas teklifleri' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const incoming = page.getByRole('region', { name: 'Gelen takas teklifleri' }).getByRole('listitem').filter({ hasText: '“Takas olur mu?”' });
  await expect(incoming.getByText('Yanıt bekliyor')).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await incoming.getByRole('button', { name: 'Reddet' }).click();
  const reject = page.getByRole('dialog', { name: 'Takas teklifi reddedilsin mi?' });
  await expect(reject.getByText(/için gelen takas teklifi reddedilecek\. Bu işlem geri alınamaz\.$/)).toBeVisible();
  await reject.getByRole('button', { name: 'Reddet' }).click();
  await expect(toast(page, 'Takas teklifi reddedildi.')).toBeVisible();
  await expect(incoming.getByText('Reddedildi')).toBeVisible();
  await expect(incoming.getByRole('button', { name: 'Takası kabul et' })).toHaveCount(0);

  const sent = page.getByRole('region', { name: 'Gönderdiğim takas teklifleri' }).getByRole('listitem').filter({ hasText: '“Benimkiyle takas eder misiniz?”' });
  await expect(sent.getByText('Yanıt bekliyor')).toBeVisible();
  await sent.getByRole('button', { name: 'Teklifi geri çek' }).click();
  const cancel = page.getByRole('dialog', { name: 'Takas teklifiniz geri çekilsin mi?' });
  await expect(cancel.getByText(/Aynı teklifi yeniden göndermeniz gerekir\.$/)).toBeVisible();
  await cancel.getByRole('button', { name: 'Geri çek' }).click();
  await expect(toast(page, 'Takas teklifiniz geri çekildi.')).toBeVisible();
  await expect(sent.getByText('İptal edildi')).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Teklifi geri çek' })).toHaveCount(0);

  // Both answers are the server's: still there after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Gelen takas teklifleri' }).getByRole('listitem').filter({ hasText: '“Takas olur mu?”' }).getByText('Reddedildi')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Gönderdiğim takas teklifleri' }).getByRole('listitem').filter({ hasText: '“Benimkiyle takas eder misiniz?”' }).getByText('İptal edildi')).toBeVisible();
});

test('a member comments on a listing and replies to a comment; an empty comment is refused', async ({ page }) => {
  const comment = `Kargo ücreti alıcıya mı ait? (${Date.now() % 100000})`;
  const reply = 'Kargo ücretini ben karşılıyorum.';
  await openAs(page, CORPORATE, '/pazar/ilan/50001');
  const comments = page.getByRole('region', { name: 'Yorumlar' });
  await expect(comments).toBeVisible({ timeout: FIRST_LOAD_MS });
  await comments.getByRole('button', { name: 'Yorum yap' }).click();
  await expect(comments.getByText('Yorumunuzu yazın.')).toBeVisible();
  await comments.getByRole('textbox', { name: 'Yorumunuz' }).fill(comment);
  await comments.getByRole('button', { name: 'Yorum yap' }).click();
  await expect(toast(page, successToast('createComment'))).toBeVisible();
  // Checked once the toast has gone: it lies over the page's end for a moment.
  await expect(toast(page, successToast('createComment'))).toBeHidden();
  await expect(comments.getByRole('textbox', { name: 'Yorumunuz' })).toHaveValue('');
  const mine = comments.getByRole('list', { name: 'İlan yorumları' }).getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  expect(await seriousViolationsFromTop(page, { include: 'main' })).toEqual([]);

  await mine.getByRole('button', { name: 'Cevap yaz' }).click();
  await mine.getByRole('textbox', { name: /yorumuna cevabınız$/ }).fill(reply);
  await mine.getByRole('button', { name: 'Cevabı gönder' }).click();
  await expect(mine.getByRole('list', { name: 'Cevaplar' }).getByText(reply)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cevap yaz' })).toBeVisible();
});

test('second-hand: suspending the account goes to /pazar after 2 s', async ({ page }) => {
  // The demo member has open sales and offers, which keep the account from being suspended.
  await openAs(page, CORPORATE, '/pazar/hesabim/hesabi-dondur');
  await suspendSectionAccount(page, '/pazar', 'Pazar');
});

test('the AI suggester fills a new listing from a short description, and the form stays editable', async ({ page }) => {
  await openAs(page, DEMO, '/pazar/hesabim/ilan-ver');
  const form = page.getByRole('form', { name: 'Yeni ilan' });
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_MS });
  const need = page.getByRole('textbox', { name: 'Ürününüzü kısaca anlatın' });
  const ask = page.getByRole('button', { name: 'Öneri al' });
  await need.fill('Telefon');
  await expect(page.getByText('En az 10 karakter yazın.')).toBeVisible();
  await expect(ask).toBeDisabled();
  await need.fill('Az kullanılmış akıllı telefon, kutulu ve şarj aleti ile');
  await ask.click();
  const suggestions = page.getByRole('list', { name: 'Yapay zekâ önerileri' });
  const first = suggestions.getByRole('button').first();
  await expect(first).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  const suggested = ((await first.locator('.MuiListItemText-primary').textContent()) ?? '').trim();
  expect(suggested).not.toBe('');
  await first.click();

  const title = form.getByRole('textbox', { name: /^Başlık/ });
  await expect(title).toHaveValue(suggested.slice(0, 100));
  await expect(form.getByRole('textbox', { name: /^Açıklama/ })).toHaveValue(/^Az kullanılmış akıllı telefon, kutulu ve şarj aleti ile/);
  await title.fill(`${suggested.slice(0, 80)} (kendi başlığım)`);
  await expect(title).toHaveValue(`${suggested.slice(0, 80)} (kendi başlığım)`);
});

test('a member who has not accepted the auction contract accepts it in Mezat hesabım; bidding no longer asks for it', async ({ page }) => {
  await openAs(page, CORPORATE, '/mezat/yayin/301');
  await expect(page.getByText('Teklif vermek için önce mezat sözleşmesini onaylayın.')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.goto('/mezat/hesabim');
  await expect(page.getByRole('heading', { level: 1, name: 'Mezat hesabım' })).toBeVisible({ timeout: 60_000 });
  const accept = page.getByRole('button', { name: 'Sözleşmeyi onayla' });
  await expect(accept).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Mezat sözleşmesini okudum, kabul ediyorum.' }).check();
  const accepted = notesShown(page, ['Sözleşme onaylandı. Bilgiler yenileniyor…']);
  await accept.click();
  await accepted;
  await expect(page.getByText(/Sözleşmeyi .* tarihinde onayladınız\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sözleşmeyi onayla' })).toHaveCount(0);

  await page.goto('/mezat/yayin/301');
  await expect(page.getByTestId('current-price')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Teklif vermek için önce mezat sözleşmesini onaylayın.')).toHaveCount(0);
});
