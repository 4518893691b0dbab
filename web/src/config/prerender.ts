import { paths } from './paths.ts';

/**
 * Pages the build renders to HTML with their data (issue 12): the shop's front doors, whose content is
 * the same for every visitor until the app takes over. A page whose content depends on the address's
 * query or on who is looking (search, product, account) stays client-rendered. Shared by the build
 * (web/build/prerender-pages.ts) and the app's start (main.tsx).
 */
export const prerenderedPaths: readonly string[] = [paths.home.getHref(), paths.cart.getHref()];

/** The `#root` attribute naming the address a prerendered page was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The `<script type="application/json">` holding the answers the prerendered page was drawn with. */
export const PRERENDER_STATE_ID = 'carsi-prerender-state';

/** The HTML every other address gets (the host's fallback), next to the prerendered pages. */
export const SPA_FALLBACK_FILE = 'spa.html';

/** Where a prerendered address's HTML is written in the build (`/` → index.html, `/sepetim` → sepetim/index.html). */
export const prerenderedFile = (path: string): string => (path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`);

/**
 * The app on a prerendered page starts only after the page has painted and its pictures are in (the
 * window's load), at the visitor's first input, or after this long, whichever comes first: its code
 * then does not compete with the page's largest picture for a phone's bandwidth and main thread.
 */
export const PRERENDERED_START_DEADLINE_MS = 3000;

/**
 * The classic script a prerendered page loads (`defer`, same origin, so the CSP allows it): it starts
 * the app later (see PRERENDERED_START_DEADLINE_MS) by adding the module entry, its preloads and the
 * route preload script the plain page has in its head.
 */
export function startLaterScript({ entry, preloads, routePreload }: { entry: string; preloads: readonly string[]; routePreload?: string }): string {
  return [
    '(function(){',
    `var e=${JSON.stringify(entry)},m=${JSON.stringify(preloads)},r=${JSON.stringify(routePreload ?? '')},d=false,h=document.head,i=["pointerdown","keydown","focusin","touchstart"];`,
    'function go(){if(d)return;d=true;for(var k=0;k<i.length;k++)removeEventListener(i[k],go,true);',
    'for(var j=0;j<m.length;j++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=m[j];h.appendChild(l)}',
    'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=e;h.appendChild(s);',
    'if(r){var p=document.createElement("script");p.async=true;p.src=r;h.appendChild(p)}}',
    'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    'for(var k=0;k<i.length;k++)addEventListener(i[k],go,true);',
    `setTimeout(go,${PRERENDERED_START_DEADLINE_MS});`,
    'if(document.readyState==="complete")painted();else addEventListener("load",painted);',
    '})();',
  ].join('');
}
