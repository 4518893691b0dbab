import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFileFor, prerenderedHtml } from './prerender-pages.ts';

// What Vite writes for the shell (web/index.html after the build's plugins).
const shell = `<!doctype html>
<html lang="tr">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <title>Çarşı — Online Alışveriş</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-def.js">
    <script async src="/assets/route-preload-123.js"></script>
  </head>
  <body>
    <noscript>JavaScript</noscript>
    <div id="root"><div style="background: #b3261e">Çarşı</div></div>
  </body>
</html>`;

describe('a prerendered page', () => {
  const page = prerenderedHtml(
    shell,
    { path: '/sepetim', html: '<main><h1>Sepetim</h1></main>', head: '<title>Sepetim — Çarşı</title><style data-emotion="css a1">.css-a1{}</style>', state: '{"queries":[]}' },
    '/assets/start-later-xyz.js',
  );

  it('loads no module before it has painted: only the deferred start-later script', () => {
    expect(page).not.toMatch(/type="module"|modulepreload|route-preload/);
    expect(page).toContain('<script defer src="/assets/start-later-xyz.js"></script>');
  });

  it('carries the page, its title, its styles and its answers, and keeps the CSP', () => {
    expect(page).toContain(`<div id="root" data-prerendered="/sepetim"><main><h1>Sepetim</h1></main></div>`);
    expect(page).toContain('<script type="application/json" id="carsi-prerender-state">{"queries":[]}</script>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Sepetim — Çarşı</title><style data-emotion="css a1">');
    expect(page).toContain('Content-Security-Policy');
    expect(page).not.toContain('background: #b3261e');
  });
});

describe('the host', () => {
  const dist = mkdtempSync(join(tmpdir(), 'carsi-host-'));
  mkdirSync(join(dist, 'sepetim'));
  for (const file of ['index.html', 'spa.html', 'sepetim/index.html']) writeFileSync(join(dist, file), file);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers a prerendered address with its page and every other address with the shell', () => {
    expect(htmlFileFor(dist, '/')).toBe(join(dist, 'index.html'));
    expect(htmlFileFor(dist, '/sepetim')).toBe(join(dist, 'sepetim/index.html'));
    expect(htmlFileFor(dist, '/sepetim/')).toBe(join(dist, 'sepetim/index.html'));
    expect(htmlFileFor(dist, '/urun/1')).toBe(join(dist, 'spa.html'));
    expect(htmlFileFor(dist, '/../sepetim')).toBe(join(dist, 'spa.html'));
  });
});
