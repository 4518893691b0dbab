import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { styleInsertionPoint } from './page-styles.ts';
import { styleCacheOptions } from './style-prefixes.ts';

// The head a server render wrote (lib/page-styles.ts): one global, the insertion point, the class rules.
const SERVED_HEAD =
  '<title>Çarşı</title><style data-emotion="css-global abc" data-s="">body{margin:0;}</style>' +
  '<meta name="emotion-insertion-point" content=""><style data-emotion="css 1x2y3z" data-s="">.css-1x2y3z{color:red;}</style>';

afterEach(() => {
  document.head.replaceChildren();
});

describe("the browser's style cache over the server's styles", () => {
  it('adopts the class rules where they are, counts them as inserted and adds new rules after them', () => {
    document.head.innerHTML = SERVED_HEAD;
    const served = [...document.head.children];
    const cache = createCache({ ...styleCacheOptions, insertionPoint: styleInsertionPoint(document) });
    // Nothing moved: a moved <style> is parsed again.
    expect([...document.head.children]).toEqual(served);
    expect(cache.inserted['1x2y3z']).toBe(true);
    const Blue = styled.p({ color: 'blue' });
    render(
      <CacheProvider value={cache}>
        <Blue />
      </CacheProvider>,
    );
    const after = [...document.head.children];
    expect(after.slice(0, served.length)).toEqual(served);
    expect(after.slice(served.length).map((element) => element.textContent).join('')).toContain('color:blue;');
  });

  it('has no insertion point on a page the server did not style', () => {
    document.head.innerHTML = '<title>Çarşı</title>';
    expect(styleInsertionPoint(document)).toBeUndefined();
  });
});
