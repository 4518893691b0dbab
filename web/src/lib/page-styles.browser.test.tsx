import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { styleInsertionPoint } from './page-styles.ts';
import { styleCacheOptions } from './style-prefixes.ts';

// What a server render wrote at the end of <head> (lib/page-styles.ts): one global, the insertion
// point, the class rules. Added beside what <head> holds already (other files' styles, and the
// insertion point MUI's StyledEngineProvider module puts at its top when loaded), never in place of it.
const SERVED =
  '<style data-emotion="css-global abc" data-s="">body{margin:0;}</style>' +
  '<meta name="emotion-insertion-point" content=""><style data-emotion="css 1x2y3z" data-s="">.css-1x2y3z{color:red;}</style>';

let served: Element[] = [];
let cache: EmotionCache | undefined;

afterEach(() => {
  cache?.sheet.flush();
  for (const element of served) element.remove();
  served = [];
  cache = undefined;
});

function serveHead(): Element[] {
  const template = document.createElement('template');
  template.innerHTML = SERVED;
  served = [...template.content.children];
  document.head.append(...served);
  return served;
}

describe("the browser's style cache over the server's styles", () => {
  it('adopts the class rules where they are, counts them as inserted and adds new rules after them', () => {
    const before = [...document.head.children];
    serveHead();
    cache = createCache({ ...styleCacheOptions, insertionPoint: styleInsertionPoint(document) });
    // Nothing moved: a moved <style> is parsed again.
    expect([...document.head.children]).toEqual([...before, ...served]);
    expect(cache.inserted['1x2y3z']).toBe(true);
    const Blue = styled.p({ color: 'blue' });
    render(
      <CacheProvider value={cache}>
        <Blue />
      </CacheProvider>,
    );
    const after = [...document.head.children];
    expect(after.slice(0, before.length + served.length)).toEqual([...before, ...served]);
    expect(cache.sheet.tags.slice(1).map((tag) => tag.textContent).join('')).toContain('color:blue;');
    expect(after.indexOf(cache.sheet.tags[1] as Element)).toBe(before.length + served.length);
  });

  it('has no insertion point on a page the server did not style', () => {
    expect(styleInsertionPoint(document.implementation.createHTMLDocument('Çarşı'))).toBeUndefined();
  });
});
