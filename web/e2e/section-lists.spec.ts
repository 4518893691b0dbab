import { expect as baseExpect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { CORPORATE, DEMO, openAs, test, type SeededSession } from './support/session.ts';
import { containing } from './support/text.ts';
import { successToast, toast } from './support/toast.ts';

/** Pages load slowly on a busy shared machine; waits are generous, every assertion still has to hold. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
/** The first page of a fresh browser context also starts the mock backend. */
const FIRST_LOAD_MS = 90_000;
// Seeded Pazar listings: 50001 (iPhone 12) is the demo member's; 50002 and 50003 are other members'.
const DEMO_LISTING = 50001;

/** The listing's title from its page's heading. */
async function openListing(page: Page, id: number): Promise<string> {
  await page.goto(`/pazar/ilan/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: FIRST_LOAD_MS });
  return ((await heading.textContent()) ?? '').trim();
}

/**
 * Sends one call to the mock backend from the page, as another member's app would (the backend runs in
 * the page): for the state a journey needs in bulk, such as more questions than one page shows.
 */
async function call(page: Page, member: SeededSession, method: string, path: string, body: unknown): Promise<{ data: { id: number } }> {
  return page.evaluate(
    async ([token, verb, address, payload]) => {
      const answer = await fetch(address, { method: verb, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
      if (!answer.ok) throw new Error(`${verb} ${address}: ${answer.status}`);
      return (await answer.json()) as { data: { id: number } };
    },
    [member.token, method, path, body] as const,
  );
}

test('Favorilerim of a section: a listing favourited on its page is listed, and removed from there', async ({ page }) => {
  await openAs(page, CORPORATE, '/pazar/ilan/50002');
  const title = await openListing(page, 50002);
  await page.getByRole('button', { name: 'Favorilere ekle' }).click();
  await expect(page.getByRole('button', { name: 'Favorilerimde' })).toBeVisible();

  await page.goto('/pazar/hesabim');
  await page.getByRole('navigation', { name: 'Pazar hesabım menüsü' }).filter({ visible: true }).getByRole('link', { name: 'Favorilerim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorilerim' })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Favori ilanlar' });
  await expect(favourites.getByRole('link', { name: containing(title) })).toHaveAttribute('href', '/pazar/ilan/50002');
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  await favourites.getByRole('button', { name: `${title} ilanını favorilerden çıkar` }).click();
  await expect(toast(page, successToast('removeFavorite'))).toBeVisible();
  await expect(page.getByRole('button', { name: `${title} ilanını favorilerden çıkar` })).toHaveCount(0);
  await openListing(page, 50002);
  await expect(page.getByRole('button', { name: 'Favorilere ekle' })).toBeVisible();
});

test('recently viewed listings show on the next listing and on the section home', async ({ page }) => {
  await openAs(page, CORPORATE, '/pazar/ilan/50002');
  const first = await openListing(page, 50002);
  const second = await openListing(page, 50003);
  const recent = page.getByRole('region', { name: 'Son gezdiğiniz ilanlar' });
  const card = (title: string) => recent.getByRole('link', { name: containing(title) });
  // The listing on screen is left out of its own rail.
  await recent.scrollIntoViewIfNeeded();
  await expect(card(first).first()).toBeVisible();
  await expect(card(second)).toHaveCount(0);

  await page.goto('/pazar');
  await recent.scrollIntoViewIfNeeded();
  await expect(card(second).first()).toBeVisible({ timeout: 60_000 });
  await expect(card(first).first()).toBeVisible();
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await card(first).first().click();
  await expect(page).toHaveURL(/\/pazar\/ilan\/50002$/);
});

test('the section mega menu opens a category’s groups and leads to its listings', async ({ page }) => {
  await page.goto('/pazar');
  const menu = page.getByRole('navigation', { name: 'Pazar kategorileri' });
  const category = menu.getByRole('button').first();
  await expect(category).toBeVisible({ timeout: FIRST_LOAD_MS });
  const name = ((await category.textContent()) ?? '').trim();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const all = page.getByRole('link', { name: `Tüm ${name} ürünleri` });
  await expect(all).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(all).toHaveCount(0);
  await expect(category).toHaveAttribute('aria-expanded', 'false');

  await category.click();
  const href = (await all.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/pazar/);
  await all.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(all).toHaveCount(0);
  // The listing pages carry the same menu.
  await openListing(page, 50002);
  await expect(page.getByRole('navigation', { name: 'Pazar kategorileri' }).getByRole('button', { name })).toBeVisible();
});

test('a member deletes their own question on a listing after confirming; cancelling keeps it', async ({ page }) => {
  const question = `Faturası var mı? (${Date.now() % 100000})`;
  await openAs(page, CORPORATE, `/pazar/ilan/${DEMO_LISTING}`);
  const questions = page.getByRole('region', { name: 'Sorular ve cevaplar' });
  await expect(questions).toBeVisible({ timeout: FIRST_LOAD_MS });
  await questions.getByRole('textbox', { name: 'Satıcıya sorunuz' }).fill(question);
  await questions.getByRole('button', { name: 'Soru sor' }).click();
  const waiting = questions.getByRole('list', { name: 'Cevap bekleyen sorularınız' });
  await expect(waiting.getByText(question)).toBeVisible();

  const remove = questions.getByRole('button', { name: `Soruyu sil: ${question}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Soru silinsin mi?' });
  await expect(dialog.getByText('Sorunuz ve varsa satıcının cevabı ilandan kaldırılır. Bu işlem geri alınamaz.')).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(waiting.getByText(question)).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
  await expect(toast(page, successToast('deleteQuestion'))).toBeVisible();
  await expect(questions.getByText(question)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sorular ve cevaplar' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(question)).toHaveCount(0);
});

test('"Daha fazla göster" brings the next page of a listing’s answered questions and of its comments', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, CORPORATE, `/pazar/ilan/${DEMO_LISTING}`);
  await expect(page.getByRole('region', { name: 'Sorular ve cevaplar' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // More than a page (20) of answered questions and of comments: asked and commented by the corporate
  // member, answered by the demo member who sells the listing.
  const extra = 21;
  for (let n = 1; n <= extra; n += 1) {
    const asked = await call(page, CORPORATE, 'POST', `/api/second-hand/product/${DEMO_LISTING}/question`, { question: `Soru ${n}: takas olur mu?` });
    await call(page, DEMO, 'POST', `/api/second-hand/question/${asked.data.id}/answer`, { answer: `Cevap ${n}: olmaz.` });
    await call(page, CORPORATE, 'POST', `/api/second-hand/product/${DEMO_LISTING}/comment`, { comment: `Yorum ${n}: güzel ilan.`, parentCommentId: null });
  }
  await page.reload();

  const answered = page.getByRole('list', { name: 'Cevaplanan sorular' }).locator(':scope > li');
  await expect(answered).toHaveCount(20, { timeout: 60_000 });
  const moreQuestions = page.getByRole('button', { name: 'Daha fazla göster (soru)' });
  await moreQuestions.click();
  await expect(answered.nth(20)).toBeVisible();
  await expect(moreQuestions).toHaveCount(0);
  // Newest first: the first one asked comes last.
  await expect(answered.last()).toContainText('Soru 1: takas olur mu?');

  const comments = page.getByRole('list', { name: 'İlan yorumları' }).locator(':scope > li');
  await expect(comments).toHaveCount(20);
  const moreComments = page.getByRole('button', { name: 'Daha fazla göster (yorum)' });
  await moreComments.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await moreComments.click();
  await expect(comments.nth(20)).toBeVisible();
  await expect(comments.filter({ hasText: 'Yorum 1: güzel ilan.' })).toHaveCount(1);
  await expect(moreComments).toHaveCount(0);
});
