import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { CORPORATE, DEMO, openAs } from './support/session.ts';

const approvalBox = (page: Page) => page.getByRole('status', { name: 'Kurumsal hesap onay durumu' });
/** The mock administrator approves a company profile this long after it came with its certificate (COMPANY_APPROVAL_MS, 3 s). */
const APPROVAL_WAIT = 3_500;

test('a company profile update waits for the document, then for the administrator, then is approved', async ({ page }) => {
  test.setTimeout(180_000);
  // The administrator's approval comes with the clock: the test moves the page's clock on instead of waiting.
  await page.clock.install();
  await openAs(page, CORPORATE, '/hesabim');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: 60_000 });
  await expect(approvalBox(page)).toContainText('Kurumsal hesap onaylandı', { timeout: 30_000 });
  await expect(approvalBox(page)).toContainText('Onaylandı (şu anki durum)');

  // A new company name without the tax certificate: the review waits for the document.
  await page.getByRole('textbox', { name: /^Şirket unvanı/ }).fill('Kaya Dış Ticaret A.Ş.');
  let reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  // One look before the page reloads itself (PROFILE_RELOAD_MS).
  await expect(approvalBox(page)).toContainText(/Onay bekliyor.*Belge bekleniyor \(şu anki durum\)/);

  // After the page reloads the state stays, and the account shows what was typed.
  await reloaded;
  await expect(approvalBox(page)).toContainText('Belge bekleniyor (şu anki durum)', { timeout: 60_000 });
  await expect(approvalBox(page)).toContainText('Vergi levhanızı yükleyip');
  await expect(page.getByRole('textbox', { name: /^Şirket unvanı/ })).toHaveValue('Kaya Dış Ticaret A.Ş.');

  // With the certificate the administrator reviews it ("awaiting approval")…
  await page.locator('input[name="taxCertificate"]').setInputFiles({ name: 'vergi-levhasi.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(approvalBox(page)).toContainText(/✓ Belge bekleniyor.*Yönetici onayı bekleniyor \(şu anki durum\)/);

  // …and approves it a few seconds later.
  await reloaded;
  await page.clock.fastForward(APPROVAL_WAIT);
  await page.reload();
  await expect(approvalBox(page)).toContainText('Kurumsal hesap onaylandı', { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^Şirket unvanı/ })).toHaveValue('Kaya Dış Ticaret A.Ş.');
  expect(await seriousViolations(page, { include: '[aria-label="Kurumsal hesap onay durumu"]' })).toEqual([]);
});

test('the contracts overview lists the four section contracts and leads to each', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, DEMO, '/hesabim');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Sözleşmelerim' }).first().click();
  await expect(page).toHaveURL(/\/hesabim\/sozlesmelerim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sözleşmelerim' })).toBeVisible();
  await expect(page.getByText(/^\d sözleşme onaylandı, \d sözleşme onayınızı bekliyor\.$/)).toBeVisible({ timeout: 30_000 });

  const rows = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Sözleşmeyi (onayla|görüntüle)$/ }) });
  await expect(rows).toHaveCount(4);
  for (const section of ['Pazar', 'Zanaat', 'Takas', 'Mezat']) {
    await expect(page.getByRole('listitem', { name: new RegExp(`^${section}: `) })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('listitem', { name: /^Zanaat: / }).getByRole('link').click();
  await expect(page).toHaveURL(/\/zanaat\/hesabim\/sozlesme$/);
  await page.goBack();
  await page.getByRole('listitem', { name: /^Mezat: / }).getByRole('link').click();
  await expect(page).toHaveURL(/\/mezat\/hesabim$/);
});

test('a new member registers as a company, sends the company profile and sees it reviewed, then approved', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `firma-${Date.now().toString(36)}@ornek.com`;
  // The administrator's approval comes with the clock: the test moves the page's clock on instead of waiting.
  await page.clock.install();
  await page.goto('/uye-ol');
  await expect(page.getByRole('heading', { level: 1, name: 'Üye ol' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'Kurumsal' }).check();
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(email);
  await page.locator('input[name="password"]').fill('Firma1234');
  await page.getByRole('checkbox', { name: /KVKK/ }).check();
  await page.getByRole('button', { name: 'Üye ol' }).click();

  // Step 2: the company profile, right after registration.
  await expect(page).toHaveURL(/\/uye-ol\/kurumsal\?platform=MARKETPLACE$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Kurumsal hesap' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Şirket unvanı/ })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Sent without anything: Turkish messages, nothing lost.
  await page.getByRole('button', { name: 'Onaya gönder' }).click();
  await expect(page.getByText('Şirket unvanını girin (en az 2 karakter).')).toBeVisible();

  await page.getByRole('textbox', { name: /^Ad/ }).fill('Deniz');
  await page.getByRole('textbox', { name: /^Soyad/ }).fill('Kaya');
  await page.getByRole('textbox', { name: /^Şirket unvanı/ }).fill('Kaya Dış Ticaret A.Ş.');
  await page.getByRole('textbox', { name: /^Vergi dairesi/ }).fill('Kadıköy');
  await page.getByRole('textbox', { name: /^Şirket adresi/ }).fill('Moda Caddesi No: 10');
  await page.getByRole('combobox', { name: /^İl\s*\*?$/ }).selectOption('İstanbul');
  const district = page.getByRole('combobox', { name: /^İlçe/ });
  await expect(district.locator('option', { hasText: 'Kadıköy' })).toHaveCount(1, { timeout: 30_000 });
  await district.selectOption('Kadıköy');
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('TR33 0006 1005 1978 6457 8413 26');
  await page.locator('input[name="taxCertificate"]').setInputFiles({ name: 'vergi-levhasi.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Onaya gönder' }).click();

  await expect(approvalBox(page)).toContainText(/✓ Belge bekleniyor.*Yönetici onayı bekleniyor \(şu anki durum\)/, { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Alışverişe devam et' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account shows the review, and after the administrator's approval a company account.
  await page.goto('/hesabim');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^Şirket unvanı/ })).toHaveValue('Kaya Dış Ticaret A.Ş.');
  await page.clock.fastForward(APPROVAL_WAIT);
  await page.reload();
  await expect(approvalBox(page)).toContainText('Kurumsal hesap onaylandı', { timeout: 60_000 });
  await expect(page.getByText('Kurumsal hesap', { exact: true })).toBeVisible();
});
