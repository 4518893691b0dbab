/**
 * How the first page's preload script (config/route-preload.ts) tells the app it is still adding links.
 * Vite's own preload helper, on the app's first `import()`, reads the document's links once and appends
 * every chunk of the page not among them, all in one task (≈100 ms of a product page's start at 4× CPU,
 * measured): the app waits for the script's last link first, so that helper finds them all.
 */

/** On <html> while the script is adding links. */
export const ROUTE_PRELOADING_ATTRIBUTE = 'data-route-preloading';

/** Dispatched on the document once the script has added its last link. */
export const ROUTE_PRELOADED_EVENT = 'carsi:route-preloaded';
