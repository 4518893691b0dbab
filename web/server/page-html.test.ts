import { describe, expect, it } from 'vitest';
import {
  MEMBER_DEVICE_ATTRIBUTE,
  VISITOR_LINKS_HIDDEN_STYLE,
  MEMBER_HIDDEN_ATTRIBUTE,
  SESSION_UNKNOWN_ATTRIBUTE,
  SESSION_UNKNOWN_NOSCRIPT_STYLE,
} from '../src/config/prerender.ts';
import { drawnPageHtml, startLaterAsset, type DrawnFor } from './page-html.ts';

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

describe('a page drawn with its content', () => {
  const page = drawnPageHtml(
    shell,
    { address: '/sepetim', html: '<main><h1>Sepetim</h1></main>', head: '<title>Sepetim — Çarşı</title><style data-emotion="css a1">.css-a1{}</style>', state: '{"queries":[]}' },
    '/assets/start-later-xyz.js',
    'visitor',
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

  it('names the address it was drawn for as HTML text, whatever the visitor typed', () => {
    const drawn = drawnPageHtml(shell, { address: '/arama?q="><script>alert(1)</script>&x=1', html: '<main></main>', head: '', state: '{}' }, '/s.js', 'visitor');
    expect(drawn).toContain('data-prerendered="/arama?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=1"');
    expect(drawn).not.toContain('<script>alert');
  });

  it('keeps a `$` in the styles as it is', () => {
    const drawn = drawnPageHtml(shell, { address: '/', html: '', head: "<style>.a::after{content:'$&'}</style>", state: '{}' }, '/s.js', 'visitor');
    expect(drawn).toContain("<style>.a::after{content:'$&'}</style>");
  });
});

describe('whose device a drawn page is sent to', () => {
  const drawnFor = (device: DrawnFor): string => drawnPageHtml(shell, { address: '/', html: '<header></header>', head: '', state: '{}' }, '/s.js', device);

  it("a member's copy comes marked, a visitor's plain", () => {
    expect(drawnFor('member')).toContain(`<html ${MEMBER_DEVICE_ATTRIBUTE}="" lang="tr">`);
    expect(drawnFor('visitor')).toContain('<html lang="tr">');
    for (const device of ['member', 'visitor'] as const) {
      expect(drawnFor(device)).not.toMatch(new RegExp(`<html[^>]*${SESSION_UNKNOWN_ATTRIBUTE}`));
      expect(drawnFor(device)).not.toContain('<noscript><style>');
    }
  });

  it("a copy for any device hides the visitor's links until its script knows, and shows them without JavaScript", () => {
    const page = drawnFor('unknown');
    expect(page).toContain(`<html ${SESSION_UNKNOWN_ATTRIBUTE}="" lang="tr">`);
    expect(page).toContain(`<style>${VISITOR_LINKS_HIDDEN_STYLE}</style>`);
    expect(VISITOR_LINKS_HIDDEN_STYLE).toContain(`html[${SESSION_UNKNOWN_ATTRIBUTE}] [${MEMBER_HIDDEN_ATTRIBUTE}]`);
    expect(page).toContain(`<noscript><style>${SESSION_UNKNOWN_NOSCRIPT_STYLE}</style></noscript>`);
  });
});

describe('the start-later script', () => {
  it('starts the shell\'s entry, its preloads and the route preload, under a name that changes with them', () => {
    const { fileName, source } = startLaterAsset(shell);
    expect(fileName).toMatch(/^assets\/start-later-[\w-]{8}\.js$/);
    expect(source).toContain('"/assets/index-abc.js"');
    expect(source).toContain('["/assets/shell-def.js"]');
    expect(source).toContain('"/assets/route-preload-123.js"');
    expect(startLaterAsset(shell.replace('index-abc', 'index-abd')).fileName).not.toBe(fileName);
  });
});
