import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, useSession } from './support/session.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

/** A page's first visit also bundles its code on a cold dev server (and CI shares two cores). */
const FIRST_LOAD_MS = 30_000;

const pages: { name: string; path: string; ready: (page: Page) => Promise<void>; member?: boolean }[] = [
  { name: 'home', path: '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'listing', path: '/arama?q=ti%C5%9F%C3%B6rt', ready: (p) => expect(p.getByText(/ürün bulundu/)).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'product', path: '/urun/3', ready: (p) => expect(p.getByRole('button', { name: 'Sepete ekle' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'cart', path: '/sepetim', member: true, ready: (p) => expect(p.getByRole('complementary', { name: 'Sipariş özeti' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'payment', path: '/odeme', member: true, ready: (p) => expect(p.getByRole('button', { name: 'Siparişi onayla' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'account', path: '/hesabim', member: true, ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'orders', path: '/hesabim/siparislerim', member: true, ready: (p) => expect(p.getByRole('article').first()).toBeVisible({ timeout: FIRST_LOAD_MS }) },
];

for (const { name, path, ready, member } of pages) {
  test(`${name} has no serious or critical accessibility problems`, PHONE_LAYOUT, async ({ page, context }) => {
    test.setTimeout(90_000);
    // Member pages open straight in the demo member's session (logging in has its own journeys).
    if (member) await useSession(context, DEMO);
    await page.goto(path);
    await ready(page);
    // Loading placeholders (skeletons named "… yükleniyor", lazy parts of the page) are gone first.
    await expect(page.getByRole('status').filter({ hasText: /yükleniyor/i })).toHaveCount(0);
    await expect(page.getByRole('status', { name: /yükleniyor/i })).toHaveCount(0, { timeout: FIRST_LOAD_MS });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
