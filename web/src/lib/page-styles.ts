import createCache, { type EmotionCache } from '@emotion/cache';
import { styleCacheOptions } from './style-prefixes.ts';

/**
 * A server render's Emotion cache that keeps every rule it inserts instead of handing it back to be
 * written as a `<style>` beside the element it styles (Emotion's "compat" mode, which its own
 * `@emotion/server` extraction reads). The page then carries its styles once, in `<head>`: ~150 style
 * elements through the body each made the browser recalculate the page's style as it parsed, and the
 * browser's cache moved each of them into `<head>` while the app started.
 */
export function collectingStyleCache(cache: EmotionCache): EmotionCache {
  cache.compat = true;
  return cache;
}

/** The element the server writes just after the page's class rules: Emotion's browser cache inserts after it. */
const INSERTION_POINT_NAME = 'emotion-insertion-point';

/** The attribute naming the Emotion ids whose rules a server's `<style>` holds. */
const CLASS_IDS_ATTRIBUTE = 'data-emotion-ids';

/**
 * The rules a render inserted, as `<style>` elements: the global ones (`<GlobalStyles>`, the baseline)
 * each as `data-emotion="css-global <name>"`, which the browser's `<Global>` adopts, then every class's
 * rules in one element that names their ids (`createBrowserStyleCache` counts them as inserted), then the
 * insertion point, after which the browser's cache adds the rules the page draws later. The class
 * element is named so that no Emotion cache adopts it by itself: Emotion's own default cache (made as
 * `@emotion/react` loads) and the shop's cache each moved it to their place while the app started, and
 * a moved `<style>` makes the browser parse its rules and restyle the page again (28–49 KB, twice per
 * page). Each global is marked as in place already (`data-s`).
 */
export function styleElementsOf(cache: EmotionCache): string {
  let globals = '';
  const ids: string[] = [];
  let rules = '';
  for (const [id, inserted] of Object.entries(cache.inserted)) {
    if (typeof inserted !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals += `<style data-emotion="${cache.key}-global ${id}" data-s="">${inserted}</style>`;
    else {
      ids.push(id);
      rules += inserted;
    }
  }
  const classes = ids.length > 0 ? `<style ${CLASS_IDS_ATTRIBUTE}="${ids.join(' ')}">${rules}</style>` : '';
  return `${globals}${classes}<meta name="${INSERTION_POINT_NAME}" content="">`;
}

/**
 * Where the browser's Emotion cache goes on from the server's class rules; none on a page the server
 * did not style. The last of that name: the server writes one, at the end of `<head>`, and MUI's
 * `StyledEngineProvider` module, wherever it is loaded (the dev server, the tests), puts one of the
 * same name at the top of `<head>` when it finds none.
 */
export function styleInsertionPoint(document: Document): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(`meta[name="${INSERTION_POINT_NAME}"]`)].at(-1);
}

/**
 * The browser's Emotion cache for `document`: it counts the class rules the server wrote
 * (`styleElementsOf`) as drawn, so it draws none of them again, and adds new rules after them.
 */
export function createBrowserStyleCache(document: Document): EmotionCache {
  const cache = createCache({ ...styleCacheOptions, insertionPoint: styleInsertionPoint(document) });
  for (const element of document.querySelectorAll(`style[${CLASS_IDS_ATTRIBUTE}]`)) {
    for (const id of element.getAttribute(CLASS_IDS_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[id] = true;
  }
  return cache;
}

/** `html` with `elements` at the end of its `<head>`, after the page's own head. */
export function withInHead(html: string, elements: string): string {
  const end = html.indexOf('</head>');
  return end === -1 || elements === '' ? html : html.slice(0, end) + elements + html.slice(end);
}
