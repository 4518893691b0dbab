import { appendModulePreloadSource } from './module-preload-link.ts';
import { paths } from './paths.ts';
import { ROUTE_PRELOADED_EVENT, ROUTE_PRELOADING_ATTRIBUTE } from './route-preload-signal.ts';

/**
 * The first page's code is fetched alongside the entry instead of after it has run (issue 12). Every
 * address gets the same index.html and the CSP allows no inline script, so the build (web/vite.config.ts)
 * writes a tiny same-origin classic script, loaded `async` from index.html, that looks at the address
 * and adds `<link rel="modulepreload">` for that page's chunks. This module is its build-time half:
 * which address needs which route module, and the script's text. Build code only; the app never imports it.
 */

/** A page people land on from outside (a link, a search engine, a bookmark) and the module that draws it. */
export interface PreloadRoute {
  /** A React Router pattern (`/urun/:id`), as in config/paths.ts. */
  pattern: string;
  /** The route module, relative to web/ (the chunk whose code and static imports are preloaded). */
  module: string;
}

const route = (pattern: string, module: string): PreloadRoute => ({ pattern, module: `src/app/routes/${module}` });

/** Landing pages only; an address not listed here loads its code after the entry, as before. */
export const preloadRoutes: readonly PreloadRoute[] = [
  route(paths.home.path, 'home.tsx'),
  route(paths.search.path, 'shop/search.tsx'),
  route(paths.category.path, 'shop/category.tsx'),
  route(paths.brand.path, 'shop/brand.tsx'),
  route(paths.market.path, 'shop/market.tsx'),
  route(paths.product.path, 'shop/product.tsx'),
  route(paths.cart.path, 'shop/cart.tsx'),
  route(paths.secondHand.path, 'sections/section-home.tsx'),
  route(paths.craft.path, 'sections/section-home.tsx'),
  route(paths.swap.path, 'sections/section-home.tsx'),
  route(paths.secondHandListing.path, 'sections/section-listing.tsx'),
  route(paths.craftListing.path, 'sections/section-listing.tsx'),
  route(paths.swapListing.path, 'sections/section-listing.tsx'),
  route(paths.auction.path, 'sections/auction-home.tsx'),
  route(paths.campaign.path, 'marketplace/campaign.tsx'),
  route(paths.auth.login.path, 'auth/login.tsx'),
  route(paths.blogArticle.path, 'content/blog-article.tsx'),
  route(paths.staticPage.path, 'content/static-page.tsx'),
];

/**
 * A React Router pattern as a regular expression over `location.pathname`: `:param` is one segment,
 * a trailing slash is allowed and, as React Router does by default, case is ignored.
 */
export function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return body ? `^\\/${body}\\/?$` : '^\\/?$';
}

/**
 * How many preload links the script adds per task: each costs ≈7–11 ms of main thread under Lighthouse's
 * 4× phone throttle (measured), so four stay under the 50 ms that make a task long (TBT).
 */
export const PRELOADS_PER_TASK = 4;

/**
 * The preload script: a table of (pattern, indexes into the file list), matched first to last against
 * the address; the files of the first match are preloaded as modules, as Vite's own links would be, a
 * few per task (the first few at once), so a route of forty chunks never blocks input for long.
 */
export function preloadScript(table: readonly { pattern: string; files: readonly string[] }[], base: string): string {
  const files = [...new Set(table.flatMap((entry) => entry.files))];
  const rows = table.map((entry) => `[/${patternSource(entry.pattern)}/i,${JSON.stringify(entry.files.map((file) => files.indexOf(file)))}]`);
  // Vite's chunks are assets/<name>.js: the list then carries only the names.
  const [folder, extension] = files.every((file) => /^assets\/[^/]+\.js$/.test(file)) ? ['assets/', '.js'] : ['', ''];
  const names = files.map((file) => file.slice(folder.length, file.length - extension.length));
  return [
    '(function(){',
    `var b=${JSON.stringify(base + folder)},e=${JSON.stringify(extension)},f=${JSON.stringify(names)},t=[${rows.join(',')}],p=location.pathname;`,
    'for(var i=0;i<t.length;i++){if(!t[i][0].test(p))continue;',
    // <html> carries the mark until the last link is in; then the event tells the app (config/route-preload-signal.ts).
    `var q=t[i][1],j=0,d=document.documentElement;d.setAttribute(${JSON.stringify(ROUTE_PRELOADING_ATTRIBUTE)},"");`,
    `(function add(){for(var n=0;n<${PRELOADS_PER_TASK}&&j<q.length;n++,j++){${appendModulePreloadSource('b+f[q[j]]+e', 'document.head')}}`,
    `if(j<q.length)setTimeout(add,0);else{d.removeAttribute(${JSON.stringify(ROUTE_PRELOADING_ATTRIBUTE)});document.dispatchEvent(new Event(${JSON.stringify(ROUTE_PRELOADED_EVENT)}))}})();`,
    'return}})();',
  ].join('');
}
