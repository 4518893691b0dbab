import type { EmotionCache } from '@emotion/cache';

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

/** The element the server writes just before the page's class rules: Emotion's browser cache inserts after it. */
const INSERTION_POINT_NAME = 'emotion-insertion-point';

/**
 * The rules a render inserted, as the `<style>` elements Emotion's browser cache takes over: the
 * global ones (`<GlobalStyles>`, the baseline) each as `data-emotion="css-global <name>"`, which the
 * browser's `<Global>` adopts, then every class's rules in one `data-emotion="css <id> <id> …"`, whose
 * ids the browser's cache counts as inserted. A class is one the cache registered; a global is not.
 * Each is marked as in place already (`data-s`), and the class rules follow the insertion point
 * (`styleInsertionPoint`), so the browser's cache adopts them where they are: moving a `<style>`
 * makes the browser parse its rules again.
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
  const classes = ids.length > 0 ? `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${rules}</style>` : '';
  return `${globals}<meta name="${INSERTION_POINT_NAME}" content="">${classes}`;
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

/** `html` with `elements` at the end of its `<head>`, after the page's own head. */
export function withInHead(html: string, elements: string): string {
  const end = html.indexOf('</head>');
  return end === -1 || elements === '' ? html : html.slice(0, end) + elements + html.slice(end);
}
