import Cookies from 'js-cookie';

/** `document.cookie` as read in this run of script; forgotten when the run ends (a microtask). */
let runText: string | undefined;
let parsedText: string | undefined;
let parsedJar: Readonly<Record<string, string>> = {};

function cookieText(): string {
  if (runText === undefined) {
    runText = document.cookie;
    queueMicrotask(() => {
      runText = undefined;
    });
  }
  return runText;
}

/**
 * The value of one of this page's cookies. Reading `document.cookie` asks the browser's cookie store
 * each time, and the header's cart count (a React store's snapshot) and every request read it: `/pazar`'s
 * load spent 51 ms at 4× CPU in those reads. So one run of script reads it once, and js-cookie decodes it
 * again only when its text has changed. What another tab or the server writes is seen from the next run.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = cookieText();
  if (text !== parsedText) {
    parsedText = text;
    parsedJar = Cookies.get();
  }
  return parsedJar[name];
}

/** Sets a cookie (js-cookie's attributes); read back at once. */
export function writeCookie(name: string, value: string, attributes: Cookies.CookieAttributes): void {
  Cookies.set(name, value, attributes);
  runText = undefined;
}

/** Removes a cookie set with these attributes; gone at once. */
export function removeCookie(name: string, attributes?: Cookies.CookieAttributes): void {
  Cookies.remove(name, attributes);
  runText = undefined;
}
