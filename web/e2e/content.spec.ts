import { expect } from '@playwright/test';
import { worldStorageKey } from '@carsi/mocks/worlds';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { collectPageErrors } from './support/console.ts';
import { moveInApp } from './support/in-app.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

/** The dev server compiles a page's code on its first visit; on a loaded machine that takes a while. */
const FIRST_LOAD_MS = 60_000;

test.describe.configure({ timeout: 180_000 });

test('blog: an article reached by its id moves to its slug URL; the list and the article pass axe', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Çarşı Blog' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const list = page.getByRole('list', { name: 'Blog yazıları' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A card's cover is shown whole: its box keeps the picture's own proportions, so nothing is cropped.
  const cover = list.getByRole('listitem').first().locator('img');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [box, picture] = await cover.evaluate((img: HTMLImageElement) => [img.clientWidth / img.clientHeight, img.naturalWidth / img.naturalHeight]);
  expect(Math.abs((box ?? 0) - (picture ?? 1)) / (picture ?? 1)).toBeLessThan(0.02);

  await page.goto('/blog/yazi/1');
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/, { timeout: FIRST_LOAD_MS });
  expect(page.url()).not.toContain('/yazi/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benzer yazılar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The id address was replaced, not pushed: going back leaves the article instead of redirecting again.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test('blog: a <script> or an onerror in an article body is not executed', async ({ page, world }) => {
  // Where the in-browser backend keeps this journey's world.
  const DB_KEY = worldStorageKey('db', world);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/blog');
  const articles = page.getByRole('list', { name: 'Blog yazıları' }).getByRole('listitem').first();
  await expect(articles).toBeVisible({ timeout: FIRST_LOAD_MS });
  // The backend keeps what only reads saw when the page goes away: a reload puts its store in storage.
  await page.reload();
  await expect(articles).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, DB_KEY)).toBe(true);
  // The mocked backend's stored article 1 gets a hostile body; the storage event makes the backend reload it.
  const slug = await page.evaluate((key) => {
    const snapshot = JSON.parse(localStorage.getItem(key) ?? '{}') as { db: { articles: { id: number; slug: string; content: string }[] } };
    const article = snapshot.db.articles.find((a) => a.id === 1);
    if (!article) throw new Error('article 1 is missing from the seed');
    article.content =
      '<p>Güvenli paragraf</p><script>window.__hacked = "script"; alert("script")</script>' +
      '<img src="/yok.png" alt="" onerror="window.__hacked = \'onerror\'; alert(\'onerror\')">' +
      '<a href="javascript:alert(\'link\')">Tehlikeli bağlantı</a><a href="https://ornek.com.tr">Dış bağlantı</a>';
    const text = JSON.stringify(snapshot);
    localStorage.setItem(key, text);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: text }));
    return article.slug;
  }, DB_KEY);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Güvenli paragraf')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const article = page.getByRole('article').first();
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  await expect(page.getByText('Tehlikeli bağlantı')).not.toHaveAttribute('href', /.+/);
  const outside = page.getByRole('link', { name: 'Dış bağlantı' });
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByText('Tehlikeli bağlantı').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: string }).__hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('help: the main shop, Mezat and each section have a help centre; find an article by category and by words', async ({ page }) => {
  await page.goto('/yardim');
  await expect(page.getByRole('heading', { level: 1, name: 'Yardım Merkezi' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const areas = page.getByRole('tablist', { name: 'Yardım alınacak bölüm' });
  await expect(areas.getByRole('tab')).toHaveText(['Pazaryeri', 'Pazar', 'Takas', 'Mezat', 'Zanaat']);
  await expect(areas.getByRole('tab', { name: 'Pazaryeri' })).toHaveAttribute('aria-selected', 'true');
  const categories = page.getByRole('navigation', { name: 'Yardım kategorileri' });
  await categories.getByRole('button', { name: 'İade ve İptal' }).click();
  await expect(page).toHaveURL(/kategori=4/);
  await expect(page.getByRole('heading', { level: 2, name: 'İade ve İptal' })).toBeVisible();
  await page.getByRole('button', { name: 'Siparişimi nasıl iptal ederim?' }).click();
  await expect(page.getByText(/Henüz kargoya verilmemiş siparişleri/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kargo ücreti ne kadar, ne zaman bedava olur?' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Words, not the phrase: "kargo nerede" finds the shipping and tracking answers, not every "nerede".
  await page.getByRole('textbox', { name: 'Yardımda ara' }).fill('kargo nerede');
  await page.getByRole('main').getByRole('button', { name: 'Ara', exact: true }).click();
  await expect(page).toHaveURL(/ara=kargo/);
  const results = page.getByRole('list', { name: 'Arama sonuçları' });
  await expect(results.getByRole('button').first()).toHaveText('Kargom nerede, siparişimi nasıl takip ederim?');
  await expect(results.getByRole('button', { name: 'Siparişim ne zaman kargoya verilir?' })).toBeVisible();
  await expect(results.getByRole('button', { name: 'Beden ve ölçü bilgisini nerede bulurum?' })).toHaveCount(0);

  await areas.getByRole('tab', { name: 'Mezat' }).click();
  await expect(page).toHaveURL(/alan=mezat/);
  await expect(page.getByRole('button', { name: 'Açılış fiyatı ve teklif adımı ne demek?' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sözleşmeler' }).click();
  await expect(page).toHaveURL(/bolum=sozlesmeler/);
  await expect(page.getByRole('button', { name: 'Mezat katılım sözleşmesi neleri kapsar?' })).toBeVisible();

  await page.goto('/zanaat/yardim');
  await expect(page.getByRole('heading', { level: 1, name: 'Zanaat Yardım Merkezi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'İlan açıklamasında nelere yer vermeliyim?' })).toBeVisible();
});

test('a static page opens from the footer and passes axe', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Kurumsal' });
  await expect(footer.getByRole('link').first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  await footer.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/sayfa\/kvkk-aydinlatma-metni$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeVisible();
  await expect(page.getByText(/Son güncelleme:/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/sayfa/boyle-bir-sayfa-yok');
  await expect(page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
});

test('every header and footer link answers a real page', PHONE_LAYOUT, async ({ page }) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  await page.goto('/');
  const footerNav = page.getByRole('navigation', { name: 'Kurumsal' });
  await expect(footerNav.getByRole('link').first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  const links = await page.locator('header a[href], footer a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
  );
  const origin = new URL(page.url()).origin;
  const outside = links.filter((l) => new URL(l.href).origin !== origin);
  const inside = [...new Set(links.filter((l) => new URL(l.href).origin === origin).map((l) => new URL(l.href).pathname + new URL(l.href).search))];
  expect(inside.length).toBeGreaterThan(8);
  // The iOS and Android app store links (spec §1): https only, a new tab, no opener.
  expect(outside.map((l) => new URL(l.href).hostname)).toEqual(expect.arrayContaining(['apps.apple.com', 'play.google.com']));
  for (const link of outside) {
    expect(link.href.startsWith('https://'), link.href).toBe(true);
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
  }
  const problems: string[] = [];
  for (const path of inside) {
    errors.length = 0;
    // A press on the header's or footer's link, inside the running shop.
    await moveInApp(page, path);
    const text = await page.locator('body').innerText();
    if (text.includes('Aradığınız sayfa bulunamadı')) problems.push(`${path}: 404 sayfası`);
    if (text.includes('Bir şeyler ters gitti')) problems.push(`${path}: hata sınırı`);
    if ((await page.locator('h1').count()) === 0) problems.push(`${path}: başlık yok`);
    if (errors.length > 0) problems.push(`${path}: konsol hatası ${errors.join(' | ').slice(0, 200)}`);
  }
  expect(problems).toEqual([]);
});
