import { configureSdk, errorMessages } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { FeaturedCategories } from './featured-categories.tsx';
import { OtherServices } from './other-services.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const envelope = (data: unknown): Response => new Response(JSON.stringify({ status: 200, code: 0, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * The content service never answers until `recover()` (the SDK's content timeout, 10 s in the app, is
 * shortened here); the main API answers the category tree.
 */
function slowContent() {
  let up = false;
  configureSdk({
    timeoutsMs: { content: 40 },
    fetch: (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/marketplace/category')) {
        return Promise.resolve(envelope([
          { id: 1, name: 'Kadın', slug: 'kadin', parentId: null, level: 1 },
          { id: 2, name: 'Elbise', slug: 'elbise', parentId: 1, level: 2 },
          { id: 3, name: 'Ev & Yaşam', slug: 'ev-yasam', parentId: null, level: 1 },
        ]));
      }
      if (up && url.endsWith('/featured_categories')) return Promise.resolve(envelope([{ id: 9, name: 'Kış modası', slug: 'kis-modasi', image, link: '/kategori/kadin', order: 1 }]));
      if (up && url.endsWith('/other_services')) return Promise.resolve(envelope([{ id: 4, name: 'Çarşı Kargo', description: 'Gönderi takibi', link: '/yardim', order: 1 }]));
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    },
  });
  return { recover: () => { up = true; } };
}

afterEach(() => configureSdk({ timeoutsMs: { content: 10_000 } }));

describe('home blocks when the content service times out', () => {
  it('featured categories: the top categories stand in, the timeout is told in Turkish, and a retry brings the featured ones', async () => {
    const user = userEvent.setup();
    const content = slowContent();
    const { notify } = renderWithProviders(<FeaturedCategories />, { immediateRetries: true });

    const list = await screen.findByRole('list', { name: 'Kategoriler' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Kadın', 'Ev & Yaşam']);
    expect(links[0]?.getAttribute('href')).toBe('/kategori/kadin');
    expect(screen.getByRole('status').textContent).toBe('Öne çıkan kategoriler şu anda yüklenemedi; yerine bunlara göz atabilirsiniz.');
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith(errorMessages['CLIENT-TIMEOUT']), { timeout: 8000 });

    // The retries behind the fallback give up too; then the shopper tries again once the service is back.
    const retry = await screen.findByRole('button', { name: /^Tekrar dene\W+Öne çıkan kategoriler$/ }, { timeout: 8000 });
    content.recover();
    await user.click(retry);
    const featured = await screen.findByRole('list', { name: 'Öne çıkan kategoriler' });
    expect(within(featured).getByRole('link').textContent).toBe('Kış modası');
    expect(screen.queryByRole('list', { name: 'Kategoriler' })).toBeNull();
  }, 20_000);

  it('other services: the apps, help centre and blog stand in, and a retry brings the service list', async () => {
    const user = userEvent.setup();
    const content = slowContent();
    renderWithProviders(<OtherServices />, { immediateRetries: true });

    const list = await screen.findByRole('list', { name: 'Diğer hizmetlerimiz' });
    expect(within(list).getByRole('link', { name: /App Store/ }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(within(list).getByRole('link', { name: /Google Play/ }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(within(list).getByRole('link', { name: /Yardım Merkezi/ }).getAttribute('href')).toBe('/yardim');
    expect(within(list).getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe('/blog');

    const retry = await screen.findByRole('button', { name: /^Tekrar dene\W+Diğer hizmetlerimiz$/ }, { timeout: 8000 });
    content.recover();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Çarşı Kargo' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /App Store/ })).toBeNull();
  }, 20_000);
});
