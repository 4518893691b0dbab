import { expect } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

test('second-hand: open from the header, filter by condition, open a listing', PHONE_LAYOUT, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Bölümler' }).getByRole('link', { name: 'Pazar', exact: true }).click();
  await expect(page).toHaveURL(/\/pazar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İkinci El Pazar' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Pazar ilanları' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Yeni gibi' });
  await expect(page).toHaveURL(/\/pazar\?durum=LIKE_NEW$/);
  await expect(page.getByText(/\d+ ilan bulundu/)).toBeVisible();
  const cards = grid.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // Every listing shown now is in the chosen condition (retried until the filtered page replaced the old one).
  await expect(cards.filter({ hasNotText: 'Yeni gibi' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/pazar\/ilan\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Durum: Yeni gibi')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Açıklama' })).toBeVisible();
  await expect(page.getByText(/₺/).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/pazar\?durum=LIKE_NEW$/);
  await expect(page.getByRole('combobox', { name: 'Durum' }).locator('option:checked')).toHaveText('Yeni gibi');
});

test('swap: a listing says it is for swap', async ({ page }) => {
  await page.goto('/takas');
  const grid = page.getByRole('list', { name: 'Takas ilanları' });
  await grid.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/takas\/ilan\/\d+$/);
  await expect(page.getByText(/Bu ilan satılık değil, takas içindir/)).toBeVisible();
});

test('auction: open a broadcast with its lots', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Bölümler' }).getByRole('link', { name: 'Mezat', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mezat' })).toBeVisible();
  const firstGroup = page.getByRole('heading', { level: 2 }).first();
  await expect(firstGroup).toHaveText(/Şimdi canlı|Yaklaşan yayınlar/);
  const broadcast = page.getByRole('list', { name: /^(Şimdi canlı|Yaklaşan yayınlar)$/ }).first().getByRole('link').first();
  const title = (await broadcast.getByRole('heading').textContent()) ?? '';
  await broadcast.click();
  await expect(page).toHaveURL(/\/mezat\/yayin\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Mezattaki ürünler/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
