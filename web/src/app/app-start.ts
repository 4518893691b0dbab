/**
 * A server-rendered page asks for its code only once it has loaded and painted: its content, styles and
 * pictures have the line to themselves first, and the code (140–240 KB of gzip JS) follows. Until then
 * the page works as HTML: links are links, the buy box is a form that posts (features/product/api/cart-form.ts),
 * and a press on another control waits for the app (early-taps.ts).
 *
 * React Router's `<Scripts>` writes a module script that imports the page's route modules and the
 * client entry, and React hoists its module preloads into `<head>`: the browser fetches all of them
 * while the page is still parsing. The server (entry.server.tsx) drops the preloads and holds the
 * script, and the page's head script (APP_START_SCRIPT) runs it after the first paint that follows the
 * page's `load`. The preloads are not put back then: adding 32–39 of them took 17–62 ms of one task at
 * 4× CPU slowdown, while the module script fetches the same modules by their imports.
 */

/** The type of the inert copy of React Router's module script: a type the browser does not run. */
const HELD_TYPE = 'text/carsi-app';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTER_MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page with its module preloads removed and React Router's module script held (not run). A page
 * without that script (none of React Router's) is left as it is.
 */
export function withAppStartAfterLoad(page: string): string {
  if (!ROUTER_MODULE_SCRIPT.test(page)) return page;
  return page
    .replace(ROUTER_MODULE_SCRIPT, (_script, attributes: string, code: string) => `<script${attributes} type="${HELD_TYPE}">${code}</script>`)
    .replace(MODULE_PRELOAD, '');
}

/**
 * The latest the code starts, counted from when the page's head is read: a picture that is slow or never
 * comes (a stalled image host) holds the page's `load`, and would hold the header's search and menus with it.
 */
export const APP_START_LATEST_MS = 3_000;

/**
 * Part of the page's one inline head script: once the page has loaded, or APP_START_LATEST_MS after its
 * head was read, after the next paint, the held script becomes a module script that runs, once (with the
 * head script's nonce; a page written once names the held script's text by hash, build/static-html-policy.ts).
 */
export const APP_START_SCRIPT = [
  '(function(){var nonce=document.currentScript&&document.currentScript.nonce;',
  `function start(){var held=document.querySelector('script[type="${HELD_TYPE}"]');if(!held)return;`,
  'var script=document.createElement("script");script.type="module";if(nonce)script.nonce=nonce;script.textContent=held.textContent;held.replaceWith(script)}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}',
  `if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(afterPaint,${APP_START_LATEST_MS})}})()`,
].join('');
