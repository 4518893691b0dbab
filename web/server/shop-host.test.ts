// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@carsi/sdk/runtime';
import { MEMBER_DEVICE_ATTRIBUTE } from '../src/config/prerender.ts';
import type { PrerenderResult } from '../src/app/prerender/render-page.tsx';
import { startLaterAsset } from './page-html.ts';
import { createShopHost, htmlFileFor, type ShopHostOptions } from './shop-host.ts';

const shell = `<!doctype html><html lang="tr"><head><title>Çarşı</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"><div>Çarşı</div></div>
</body></html>`;

const dist = mkdtempSync(join(tmpdir(), 'carsi-host-'));
mkdirSync(join(dist, 'sepetim'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), 'home page');
writeFileSync(join(dist, 'sepetim/index.html'), 'cart page');
writeFileSync(join(dist, 'spa.html'), shell);
writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log("app")');
const startLater = startLaterAsset(shell);
writeFileSync(join(dist, startLater.fileName), startLater.source);
writeFileSync(join(tmpdir(), 'carsi-host-secret.txt'), 'not the shop’s');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('a static host (htmlFileFor)', () => {
  it('answers a prerendered address with its page and every other address with the shell', () => {
    expect(htmlFileFor(dist, '/')).toBe(join(dist, 'index.html'));
    expect(htmlFileFor(dist, '/sepetim')).toBe(join(dist, 'sepetim/index.html'));
    expect(htmlFileFor(dist, '/sepetim/')).toBe(join(dist, 'sepetim/index.html'));
    expect(htmlFileFor(dist, '/urun/1')).toBe(join(dist, 'spa.html'));
    expect(htmlFileFor(dist, '/../sepetim')).toBe(join(dist, 'spa.html'));
  });
});

describe('the shop host', () => {
  let server: Server | undefined;
  const shellReasons: string[] = [];
  const start = async (options: Omit<ShopHostOptions, 'dir'>): Promise<string> => {
    server = createShopHost({ dir: dist, headers: { 'X-Frame-Options': 'DENY' }, onShell: (address, reason) => shellReasons.push(`${address}: ${reason}`), ...options });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(() => {
    server?.close();
    shellReasons.length = 0;
  });

  describe('with pages drawn per request', () => {
    const asked: string[] = [];
    const render = async (address: string): Promise<PrerenderResult> => {
      asked.push(address);
      if (address.startsWith('/yavas')) return { skipped: 'the services did not answer within 2 s' };
      if (address.startsWith('/bozuk')) throw new Error('render failed');
      return { page: { html: `<main><h1>${address}</h1></main>`, head: '<title>Sayfa — Çarşı</title>', state: '{"queries":[]}' } };
    };
    let origin = '';
    beforeAll(() => {
      asked.length = 0;
    });

    it('draws the address with its query, starts the app later and sends the security headers', async () => {
      origin = await start({ render });
      const answer = await fetch(`${origin}/arama?q=telefon`);
      const html = await answer.text();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(asked).toContain('/arama?q=telefon');
      expect(html).toContain('<div id="root" data-prerendered="/arama?q=telefon"><main><h1>/arama?q=telefon</h1></main></div>');
      expect(html).toContain(`<script defer src="/${startLater.fileName}"></script>`);
      expect(html).not.toContain('type="module"');
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it('marks the page of a member\'s device from its first byte, and keeps that copy out of shared caches', async () => {
      origin = await start({ render, sessionCookie: AUTH_COOKIE_NAME });
      const markedHtml = new RegExp(`<html [^>]*${MEMBER_DEVICE_ATTRIBUTE}=""`);
      const member = await fetch(`${origin}/urun/1`, { headers: { cookie: `tercih=1; ${AUTH_COOKIE_NAME}=uye-anahtari` } });
      expect(await member.text()).toMatch(markedHtml);
      expect(member.headers.get('cache-control')).toBe('private, no-cache');
      const visitor = await fetch(`${origin}/urun/1`, { headers: { cookie: `x${AUTH_COOKIE_NAME}=baska` } });
      expect(await visitor.text()).not.toMatch(markedHtml);
      expect(visitor.headers.get('cache-control')).toBe('no-cache');
    });

    it('compresses the drawn page for a browser that accepts gzip', async () => {
      origin = await start({ render });
      const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`${origin}/urun/1`, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
      expect(encoding).toBe('gzip');
      expect(gunzipSync(body).toString()).toContain('<h1>/urun/1</h1>');
    });

    it('leaves the paths it does not draw to the static answer', async () => {
      origin = await start({ render, draws: (pathname) => !pathname.startsWith('/hesabim') });
      expect(await (await fetch(`${origin}/hesabim/siparislerim`)).text()).toBe(shell);
      expect(asked).not.toContain('/hesabim/siparislerim');
      expect(shellReasons).toEqual([]);
    });

    it('answers with the client-rendered shell, and says why, when a page cannot be drawn', async () => {
      origin = await start({ render });
      expect(await (await fetch(`${origin}/yavas`)).text()).toBe(shell);
      expect(await (await fetch(`${origin}/bozuk`)).text()).toBe(shell);
      expect(shellReasons).toEqual(['/yavas: the services did not answer within 2 s', '/bozuk: render failed']);
    });
  });

  it('without a renderer, answers as a static host: the prerendered page, else the shell', async () => {
    const origin = await start({});
    expect(await (await fetch(`${origin}/sepetim`)).text()).toBe('cart page');
    expect(await (await fetch(`${origin}/urun/1`)).text()).toBe(shell);
  });

  it('serves assets as immutable, answers a missing asset with 404 and nothing outside the shop', async () => {
    const origin = await start({});
    const asset = await fetch(`${origin}/assets/index-abc.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${origin}/assets/index-old.js`)).status).toBe(404);
    expect(await (await fetch(`${origin}/%2e%2e/carsi-host-secret.txt`)).text()).toBe(shell);
  });
});
