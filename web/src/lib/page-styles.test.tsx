// @vitest-environment node
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectingStyleCache, styleElementsOf, withInHead } from './page-styles.ts';
import { styleCacheOptions } from './style-prefixes.ts';

/** A page's body as the server renders it with the shop's cache, and the style elements for its head. */
function renderPage() {
  const cache = collectingStyleCache(createCache(styleCacheOptions));
  const body = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles styles={{ body: { margin: 0 } }} />
      <Button variant="contained">Sepete ekle</Button>
    </CacheProvider>,
  );
  return { body, head: styleElementsOf(cache) };
}

describe('the page styles in <head>', () => {
  it('leaves the body free of style elements and puts every rule of its classes in one that names their ids, before the insertion point', () => {
    const { body, head } = renderPage();
    expect(body).not.toContain('<style');
    const classes = head.match(/<style data-emotion-ids="([^"]+)">([^<]*)<\/style><meta name="emotion-insertion-point" content="">$/);
    expect(classes).not.toBeNull();
    const ids = classes?.[1]?.split(' ') ?? [];
    // Every class the button carries is one whose rules are in the element.
    const used = [...body.matchAll(/css-([a-z0-9]+)-/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(ids.some((named) => named.startsWith(`${id}-`) || named === id)).toBe(true);
    expect(classes?.[2]).toContain('.css-');
  });

  it("writes the global styles as the element the browser's <GlobalStyles> takes over, before the classes", () => {
    const { head } = renderPage();
    expect(head).toMatch(/^<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style><style data-emotion-ids="/);
  });

  it('ends the document head with them', () => {
    expect(withInHead('<html><head><title>x</title></head><body></body></html>', '<style>a{}</style>')).toBe(
      '<html><head><title>x</title><style>a{}</style></head><body></body></html>',
    );
    expect(withInHead('<p>no head</p>', '<style>a{}</style>')).toBe('<p>no head</p>');
  });
});
