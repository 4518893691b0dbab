import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAWN_STYLES_ATTRIBUTE } from '@/config/prerender.ts';
import { createStyleCache } from './style-cache.ts';

const Price = styled.span({ fontWeight: 700 });

// The test files of a worker share one document: only what a test adds to <head> is taken out after it.
let headBefore = new Set<Element>();
beforeEach(() => {
  headBefore = new Set(document.head.children);
});
afterEach(() => {
  for (const element of [...document.head.children]) if (!headBefore.has(element)) element.remove();
});

describe('the shop style cache', () => {
  it('adopts a drawn page style tag in place: its rules count as there, new rules follow it', () => {
    document.head.insertAdjacentHTML('beforeend', `<style ${DRAWN_STYLES_ATTRIBUTE}="css drawn1 drawn2">.css-drawn1{color:red}</style><link rel="modulepreload" href="/assets/x.js">`);
    const drawn = document.head.querySelector(`style[${DRAWN_STYLES_ATTRIBUTE}]`);
    const moves: Node[] = [];
    const watcher = new MutationObserver((records) => records.forEach((record) => moves.push(...record.removedNodes)));
    watcher.observe(document.head, { childList: true });

    const cache = createStyleCache();
    render(
      <CacheProvider value={cache}>
        <Price>1.299 TL</Price>
      </CacheProvider>,
    );
    watcher.disconnect();

    expect(moves).toEqual([]);
    expect(cache.inserted).toMatchObject({ drawn1: true, drawn2: true });
    // The new rule sits in a tag right after the drawn one, so it wins over the drawn rules as Emotion's order says.
    const added = drawn?.nextElementSibling;
    expect(added?.tagName).toBe('STYLE');
    expect(added?.textContent).toContain('font-weight:700');
  });

  it('starts empty on the client-rendered shell', () => {
    const cache = createStyleCache();
    expect(cache.sheet.tags).toEqual([]);
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
