import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled, { type CSSObject } from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { styleCacheOptions } from './style-prefixes.ts';

const sheets: HTMLStyleElement[] = [];
afterEach(() => {
  for (const tag of sheets.splice(0)) tag.remove();
});

/** The CSS the shop's style cache writes into the page for one element styled with `style`. */
function cssOf(style: CSSObject): string {
  const cache = createCache(styleCacheOptions);
  const Styled = styled.div(style);
  render(
    <CacheProvider value={cache}>
      <Styled />
    </CacheProvider>,
  );
  sheets.push(...cache.sheet.tags);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('the prefixes the shop style cache writes', () => {
  it('writes flex layout, transitions, appearance and placeholders once, unprefixed', () => {
    const css = cssOf({ display: 'inline-flex', alignItems: 'center', transition: 'opacity 200ms', appearance: 'none', '&::placeholder': { opacity: 0.5 } });
    expect(css).toContain('display:inline-flex;align-items:center;transition:opacity 200ms;appearance:none;');
    expect(css).toContain('::placeholder{opacity:0.5;}');
    expect(css).not.toMatch(/-(webkit|ms|moz)-/);
  });

  it('keeps the -webkit- copy a supported Safari still needs', () => {
    expect(cssOf({ userSelect: 'none' })).toContain('-webkit-user-select:none;user-select:none;');
    expect(cssOf({ backdropFilter: 'blur(4px)' })).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });

  it('leaves a property written with its prefix as it is', () => {
    expect(cssOf({ WebkitLineClamp: 2, WebkitTapHighlightColor: 'transparent' })).toContain('-webkit-line-clamp:2;-webkit-tap-highlight-color:transparent;');
  });
});
