import { matchPath } from 'react-router-dom';
import { appendModulePreloadSource } from './module-preload-link.ts';
import { paths } from './paths.ts';

/**
 * Pages the build renders to HTML with their data for static hosts (issue 12): the shop's front doors,
 * whose content is the same for every visitor until the app takes over. On a static host, a page whose
 * content depends on the address's query or id (search, product) stays client-rendered; the shop's own
 * host draws those per request (drawnPerRequestRoutes below).
 */
export const prerenderedPaths: readonly string[] = [paths.home.getHref(), paths.cart.getHref()];

/**
 * The routes the shop's host draws per request (web/server/, `npm run serve`) with the services'
 * current answers: the pages a visitor sees as anyone else does, so a search, a product, a listing or
 * a section home paints before its code has loaded. A member's pages, the checkout and the sign-in
 * forms stay client-rendered (the host does not know who is asking), and so do the pages whose text is
 * the content service's HTML (help, articles, static pages): it is sanitised with the browser's DOM.
 */
const drawnPerRequestRoutes: readonly string[] = [
  paths.home.path,
  paths.cart.path,
  paths.product.path,
  paths.search.path,
  paths.category.path,
  paths.brand.path,
  paths.market.path,
  paths.campaign.path,
  paths.brands.path,
  paths.categories.path,
  paths.blog.path,
  paths.secondHand.path,
  paths.craft.path,
  paths.swap.path,
  paths.secondHandListing.path,
  paths.craftListing.path,
  paths.swapListing.path,
  paths.auction.path,
  paths.auctionBroadcast.path,
  paths.auctionUser.path,
];

/** Whether the host draws a page at this path per request (see drawnPerRequestRoutes). */
export const isDrawnPerRequest = (pathname: string): boolean => drawnPerRequestRoutes.some((route) => matchPath(route, pathname) !== null);

/**
 * The address a page is drawn for and recognised by: its path without a trailing slash, and its query.
 * The host names the page it drew with it (web/server/shop-host.ts); the app compares it with its own
 * `location` before it hydrates (app/mount.tsx).
 */
export const drawnAddress = (pathname: string, search: string): string => `${pathname.replace(/(.)\/+$/, '$1')}${search}`;

/** The `#root` attribute naming the address a prerendered page was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of a drawn page's style tag (`css <id> <id> …`) in place of Emotion's own `data-emotion`:
 * the shop's style cache adopts the tag where it is (lib/style-cache.ts). Emotion would move a tag it
 * finds by its own attribute to the end of <head>, and the browser parses a moved tag again.
 */
export const DRAWN_STYLES_ATTRIBUTE = 'data-drawn-styles';

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
 * Pages are drawn for a visitor. On a member's device (the session cookie is there) the start-later
 * script marks the page with this attribute on `<html>`, which hides what only a visitor should see
 * (elements with MEMBER_HIDDEN_ATTRIBUTE, such as "Giriş yap") until the app shows the member's own
 * header and takes the mark away; it also starts the app at once rather than after the page's load.
 */
export const MEMBER_DEVICE_ATTRIBUTE = 'data-member-device';
export const MEMBER_HIDDEN_ATTRIBUTE = 'data-visitor-only';
/**
 * The drawn page's `<meta>` naming the session cookie (the SDK's AUTH_COOKIE_NAME, written by the page
 * renderer): this module is also loaded by the build's config, where the SDK's sources do not resolve.
 */
export const SESSION_COOKIE_META = 'carsi-session-cookie';
/**
 * Whether a `Cookie` header (or `document.cookie`) holds the session cookie `name`: a member's device.
 * The shop's host calls it, and the start-later script carries its text: it must use nothing outside it.
 */
export const holdsSessionCookie = (cookies: string, name: string): boolean => cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${name}=`));
/**
 * A page drawn once for every device (the build's prerendered front doors on a static host) does not
 * know whose device shows it: it comes with this attribute on `<html>`, which keeps the visitor's links
 * hidden too until the start-later script, the page's first script, has looked for the session cookie
 * and taken the attribute away (marking a member's device on the way). Without JavaScript a `<noscript>`
 * rule shows the links (SESSION_UNKNOWN_NOSCRIPT_STYLE).
 */
export const SESSION_UNKNOWN_ATTRIBUTE = 'data-session-unknown';
/** The drawn page's rule for the attributes above (hidden, not removed: the header keeps its size). */
const visitorLinksWhile = (htmlAttribute: string): string => `html[${htmlAttribute}] [${MEMBER_HIDDEN_ATTRIBUTE}]`;
export const VISITOR_LINKS_HIDDEN_STYLE = `${visitorLinksWhile(MEMBER_DEVICE_ATTRIBUTE)},${visitorLinksWhile(SESSION_UNKNOWN_ATTRIBUTE)}{visibility:hidden}`;
export const SESSION_UNKNOWN_NOSCRIPT_STYLE = `${visitorLinksWhile(SESSION_UNKNOWN_ATTRIBUTE)}{visibility:visible}`;

/** The window event the app sends once its root listens to the page it took over (app/mount.tsx). */
export const APP_STARTED_EVENT = 'carsi:app-started';

/**
 * The controls whose press before the app has started is kept and given to the app once it has:
 * buttons, choices and selects do nothing without it (links and the search form work on their own).
 */
const HELD_CONTROLS = 'button:not([type=submit]),[role=button],[role=combobox],[role=tab],input[type=checkbox],input[type=radio]';

/**
 * The classic script a drawn page loads (`defer`, same origin, so the CSP allows it): it starts the app
 * later (see PRERENDERED_START_DEADLINE_MS) by adding the module entry, its preloads and the route
 * preload script the plain page has in its head. A press on a control before the app has started
 * starts it at once, and is held and pressed again once the app listens: a visitor who taps
 * "Sepete ekle" on a page that is there before its code does not have to tap twice. On a member's
 * device it marks the page (MEMBER_DEVICE_ATTRIBUTE) and starts the app at once; on every device it
 * takes SESSION_UNKNOWN_ATTRIBUTE away.
 */
export function startLaterScript({ entry, preloads, routePreload }: { entry: string; preloads: readonly string[]; routePreload?: string }): string {
  return [
    '(function(){',
    `var e=${JSON.stringify(entry)},m=${JSON.stringify(preloads)},r=${JSON.stringify(routePreload ?? '')},d=false,h=document.head,i=["pointerdown","keydown","focusin","touchstart"],held=null,live=false;`,
    'function go(){if(d)return;d=true;for(var k=0;k<i.length;k++)removeEventListener(i[k],go,true);',
    'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=e;h.appendChild(s);',
    // Every element added here costs a throttled phone 10–25 ms (a search page's four preloads and the
    // entry were one 107 ms task at 4× CPU): the entry at once, then a preload per task, the route's preloads last.
    `var j=0;(function add(){if(j<m.length){${appendModulePreloadSource('m[j++]', 'h')}setTimeout(add,0)}`,
    'else if(r){var p=document.createElement("script");p.async=true;p.src=r;h.appendChild(p)}})()}',
    'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    `function hold(v){var t=v.target,c=t&&t.closest?t.closest(${JSON.stringify(HELD_CONTROLS)}):null;if(live||!c)return;v.preventDefault();held=c;go()}`,
    'function started(){live=true;removeEventListener("click",hold,true);var c=held;held=null;if(!c||!c.isConnected)return;',
    'var n=["mousedown","mouseup","click"];for(var k=0;k<n.length;k++)c.dispatchEvent(new MouseEvent(n[k],{bubbles:true,cancelable:true}))}',
    'for(var k=0;k<i.length;k++)addEventListener(i[k],go,true);',
    'addEventListener("click",hold,true);',
    `addEventListener(${JSON.stringify(APP_STARTED_EVENT)},started);`,
    `setTimeout(go,${PRERENDERED_START_DEADLINE_MS});`,
    `var q=document.querySelector('meta[name="${SESSION_COOKIE_META}"]'),n=q&&q.content;`,
    `var o=document.documentElement,member=n&&(${holdsSessionCookie.toString()})(document.cookie,n);`,
    `if(member)o.setAttribute(${JSON.stringify(MEMBER_DEVICE_ATTRIBUTE)},"");o.removeAttribute(${JSON.stringify(SESSION_UNKNOWN_ATTRIBUTE)});`,
    'if(member)go();else if(document.readyState==="complete")painted();else addEventListener("load",painted);',
    '})();',
  ].join('');
}
