import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForPageSettled } from './support/settle.ts';
import { CORPORATE, DEMO, test, useSession, type SeededSession } from './support/session.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

/**
 * Visual snapshots of the shop's key pages at a phone's 390 px and a laptop's 1 366 px: the desktop
 * project (chromium) takes the wide ones, the phone project (a touch screen, isMobile) the narrow ones.
 * They catch what the journeys' assertions do not look at: a layout that collapsed, a colour, a
 * missing picture. Updated on purpose only: `npx playwright test visual.spec.ts --update-snapshots`
 * (docs/testing.md), and the new pictures looked at before they are committed.
 */

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/**
 * The one moment every page is drawn at: Date.now() stands still there (page.clock.setFixedTime), and
 * the mock backend, which runs in the page, dates its seed, countdowns, bidders and viewer counts from it
 * (mocks/src/db/clock.ts, timings.ts). The seed's own "now", so its dates show as drawn.
 */
const FROZEN_AT = '2025-11-22T15:00:00.000Z';

/** Only the fonts of Debian's fonts-dejavu-core, whatever else the machine has (support/fonts.conf). */
const FONTS_CONF = fileURLToPath(new URL('./support/fonts.conf', import.meta.url));
const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** A page's first visit also starts the mock backend (and CI shares two cores). */
const FIRST_LOAD_MS = 30_000;

test.use({
  viewport: async ({ isMobile }, use) => use(isMobile ? PHONE : DESKTOP),
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: FONTS_CONF } }),
});

test.beforeAll(() => {
  if (!existsSync(DEJAVU_SANS)) throw new Error(`The visual snapshots draw with DejaVu Sans (${DEJAVU_SANS}): apt-get install fonts-dejavu-core`);
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FROZEN_AT);
});

/**
 * Brings the whole page in before the picture. Blocks below the first screen are laid out only once
 * scrolled near (`content-visibility: auto`, components/layout/offscreen.ts), which a full-page picture
 * taken from the top would show as empty space of their estimated height, so they are laid out now, as a
 * visitor scrolling down sees them; lazy pictures, some in rows that scroll sideways, are fetched now;
 * one pass down the page brings what loads or hydrates when scrolled near (the home's showcases, the
 * footer); then every picture has arrived and the page is back at its top, where the header is whole.
 */
async function bringEverythingIn(page: Page): Promise<void> {
  await waitForPageSettled(page);
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await waitForPageSettled(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
          return [...document.images].filter((image) => !image.complete).map((image) => image.currentSrc || image.src);
        }),
      { message: 'every picture has loaded', timeout: FIRST_LOAD_MS },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForPageSettled(page);
}

/**
 * The page's first two screens: what a visitor sees on arriving and after one swipe or scroll, where the
 * page's layout (header, buy box, grid, forms) is settled; further down, a long page repeats its cards.
 * The footer is the same everywhere: only the account page's picture, a short page, runs on to the
 * footer's end to keep it (`withFooter`). The mock mode's QA bar under the footer is left out: it is no
 * part of the shop, and it names the test's mock-backend world, which differs per test and per retry.
 * The repository keeps every picture again at each update (the product drawings' gradients compress
 * poorly): whole pages took several times the size.
 */
async function expectPage(page: Page, name: string, { mask = [], withFooter = false }: { mask?: Locator[]; withFooter?: boolean } = {}): Promise<void> {
  await bringEverythingIn(page);
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
  const footer = await page.getByRole('contentinfo').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  });
  const clip = { x: 0, y: 0, width, height: Math.floor(withFooter ? footer.bottom : Math.min(footer.top, 2 * height)) };
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    clip,
    mask,
    // Animations stopped at their end, the caret hidden and CSS pixels (a phone's 2.6 device pixels per
    // CSS pixel would make every picture seven times larger) are toHaveScreenshot's defaults; said here
    // so that they stay.
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // Text is antialiased by the same Chromium on the same fonts, yet a glyph edge can land a shade
    // apart between two machines' CPUs; 0.2% of a page is a few words' edges, while a moved block,
    // a lost picture or a changed colour over a button or a card is well above it.
    maxDiffPixelRatio: 0.002,
    timeout: FIRST_LOAD_MS,
  });
}

async function open(page: Page, path: string, ready: (page: Page) => Locator, member?: SeededSession): Promise<void> {
  if (member) await useSession(page.context(), member);
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
}

test('the snapshots draw with DejaVu Sans alone', async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { level: 1 }));
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  await cdp.send('CSS.enable');
  const families = new Set<string>();
  for (const selector of ['h1', 'header', 'main', 'button']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) families.add(font.familyName);
  }
  expect([...families]).toEqual(['DejaVu Sans']);
});

test('home', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' }));
  await expectPage(page, 'home');
});

test('home: every block stands 32 px below the one before, the parts hydrated as they come near too', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' }));
  const last = page.getByRole('region', { name: 'Diğer hizmetlerimiz' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  // The blocks of each column of blocks (home.tsx), in order: a part hydrated when near is wrapped in
  // `display: contents` (lazy-when-near.tsx), whose own first element is the block. Such a wrapper took
  // no margin: the grid banners touched the showcases, and the other services the sections.
  const gaps = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main .home-blocks')].map((column) => {
        const blocks = [...column.children]
          .map((child) => (getComputedStyle(child).display === 'contents' ? child.firstElementChild : child))
          .filter((block): block is Element => block !== null && getComputedStyle(block).display !== 'none' && block.getBoundingClientRect().height > 0);
        return blocks.slice(1).map((block, at) => Math.round(block.getBoundingClientRect().top - (blocks[at]?.getBoundingClientRect().bottom ?? 0)));
      }),
    );
  // The page's column (greeting, banners, categories, showcases, grid banners, the lower column) and the lower column (sections, services).
  // Asked again until every block is there: a part that loads when near may still be on its way.
  await expect.poll(gaps).toEqual([[32, 32, 32, 32, 32], [32]]);
});

test('search', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/arama?q=ti%C5%9F%C3%B6rt', (p) => p.getByText('8 ürün bulundu'));
  await expectPage(page, 'search');
});

test('product', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/urun/3', (p) => p.getByRole('button', { name: 'Sepete ekle' }));
  await expectPage(page, 'product');
});

test('cart with an item', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/sepetim', (p) => p.getByRole('complementary', { name: 'Sipariş özeti' }), DEMO);
  await expectPage(page, 'cart');
});

test('checkout', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/odeme', (p) => p.getByRole('button', { name: 'Siparişi onayla' }), DEMO);
  await expectPage(page, 'checkout');
});

test('second-hand home', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/pazar', (p) => p.getByRole('heading', { level: 1 }));
  await expectPage(page, 'pazar');
});

test('second-hand listing', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/pazar/ilan/50001', (p) => p.getByRole('heading', { level: 1 }));
  await expectPage(page, 'pazar-listing');
});

test('live auction broadcast', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/mezat/yayin/301', (p) => p.getByTestId('current-price'));
  // The mock stream's frames follow the video's own clock, not the page's.
  await expectPage(page, 'mezat-broadcast', { mask: [page.locator('video')] });
});

test('account', PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/hesabim', (p) => p.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' }), DEMO);
  await expectPage(page, 'account', { withFooter: true });
});

test("store owner's area", PHONE_LAYOUT, async ({ page }) => {
  await open(page, '/hesabim/magazam', (p) => p.getByRole('heading', { level: 1 }), CORPORATE);
  await expectPage(page, 'store-owner');
});
