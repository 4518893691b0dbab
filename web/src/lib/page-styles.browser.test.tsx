import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserStyleCache, styleInsertionPoint } from './page-styles.ts';

// What a server render wrote at the end of <head> (lib/page-styles.ts): one global, the class rules,
// the insertion point. Added beside what <head> holds already (other files' styles, and the insertion
// point MUI's StyledEngineProvider module puts at its top when loaded), never in place of it.
const SERVED =
  '<style data-emotion="css-global abc" data-s="">body{margin:0;}</style>' +
  '<style data-emotion-ids="1x2y3z">.css-1x2y3z{color:red;}</style><meta name="emotion-insertion-point" content="">';

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

/** Every element <head> gains, loses or has moved from now on (a moved <style> is parsed again). */
function watchHead(): () => Node[] {
  const changed: Node[] = [];
  const observer = new MutationObserver((records) => records.forEach((record) => changed.push(...record.addedNodes, ...record.removedNodes)));
  observer.observe(document.head, { childList: true });
  return () => {
    changed.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes, ...record.removedNodes]));
    observer.disconnect();
    return changed;
  };
}

describe("the browser's style cache over the server's styles", () => {
  it('counts the class rules as drawn without moving them, and adds new rules after them', () => {
    const before = [...document.head.children];
    serveHead();
    const changes = watchHead();
    cache = createBrowserStyleCache(document);
    expect(changes()).toEqual([]);
    expect(cache.inserted['1x2y3z']).toBe(true);
    const Blue = styled.p({ color: 'blue' });
    render(
      <CacheProvider value={cache}>
        <Blue />
      </CacheProvider>,
    );
    const after = [...document.head.children];
    expect(after.slice(0, before.length + served.length)).toEqual([...before, ...served]);
    expect(cache.sheet.tags.map((tag) => tag.textContent).join('')).toContain('color:blue;');
    expect(after.indexOf(cache.sheet.tags[0] as Element)).toBe(before.length + served.length);
  });

  it("is not taken by Emotion's default cache, which @emotion/react makes as it loads", () => {
    serveHead();
    const changes = watchHead();
    cache = createCache({ key: 'css' });
    expect(changes()).toEqual([]);
    expect(cache.inserted['1x2y3z']).toBeUndefined();
  });

  it('has no insertion point on a page the server did not style', () => {
    expect(styleInsertionPoint(document.implementation.createHTMLDocument('Çarşı'))).toBeUndefined();
  });
});
