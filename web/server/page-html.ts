/**
 * The HTML of a page drawn with its content, made from the client shell the build writes: shared by the
 * build's prerender (web/build/prerender-pages.ts) and the shop's host, which draws pages per request
 * (web/server/shop-host.ts). Pure functions of strings.
 */
import { createHash } from 'node:crypto';
import {
  MEMBER_DEVICE_ATTRIBUTE,
  VISITOR_LINKS_HIDDEN_STYLE,
  PRERENDER_STATE_ID,
  PRERENDERED_ATTRIBUTE,
  SESSION_UNKNOWN_ATTRIBUTE,
  SESSION_UNKNOWN_NOSCRIPT_STYLE,
  startLaterScript,
} from '../src/config/prerender.ts';

/** A page drawn for one address: the markup for `#root`, its `<head>` tags and its answers (JSON). */
export interface DrawnPage {
  /** The address the page was drawn for: its path and, when it has one, its query. */
  address: string;
  html: string;
  head: string;
  state: string;
}

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const routePreloadScript = /<script async src="([^"]+route-preload-[^"]+)"><\/script>\s*/;
const rootElement = /<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/;

/** An attribute value as HTML text: an address comes from the visitor and may hold any character. */
const attributeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Whose device a drawn page is sent to: the shop's host knows it from the request's session cookie; a
 * page drawn at build time for a static host is sent to every device (`unknown`).
 */
export type DrawnFor = 'member' | 'visitor' | 'unknown';

const htmlMark: Record<DrawnFor, string> = {
  member: ` ${MEMBER_DEVICE_ATTRIBUTE}=""`,
  visitor: '',
  unknown: ` ${SESSION_UNKNOWN_ATTRIBUTE}=""`,
};

/**
 * The shell's HTML turned into a page with its content that starts its app later. A page for a member's
 * device comes marked as the start-later script would mark it, and one for any device hides the
 * visitor's links until that script knows (config/prerender.ts): not even a first frame shows a
 * member the visitor's sign-in links.
 */
export function drawnPageHtml(shell: string, page: DrawnPage, startLaterSrc: string, drawnFor: DrawnFor): string {
  const withoutScripts = shell.replace(moduleScript, '').replace(modulePreload, '').replace(routePreloadScript, '');
  const marked = withoutScripts.replace(/<html\b/, `<html${htmlMark[drawnFor]}`);
  const head = page.head.includes('<title>') ? marked.replace(/<title>[\s\S]*?<\/title>/, '') : marked;
  const noscript = drawnFor === 'unknown' ? `<noscript><style>${SESSION_UNKNOWN_NOSCRIPT_STYLE}</style></noscript>` : '';
  return head
    .replace('</head>', () => `${page.head}<style>${VISITOR_LINKS_HIDDEN_STYLE}</style>${noscript}<script defer src="${startLaterSrc}"></script></head>`)
    .replace(
      rootElement,
      (_match, end: string) =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${attributeText(page.address)}">${page.html}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${page.state}</script>${end}`,
    );
}

/** What the shell loads first: its module entry, the entry's preloads, the route preload script. */
function shellScripts(shell: string): { entry: string; preloads: string[]; routePreload?: string } {
  const entry = moduleScript.exec(shell)?.[1];
  if (!entry) throw new Error('the built index.html has no module entry');
  return { entry, preloads: [...shell.matchAll(modulePreload)].map((match) => match[1] ?? ''), routePreload: routePreloadScript.exec(shell)?.[1] };
}

/**
 * The start-later script of a shell (config/prerender.ts) and its file under the build's assets, named
 * by a hash of its text: the build writes it, the host finds it under the same name.
 */
export function startLaterAsset(shell: string): { fileName: string; source: string } {
  const source = startLaterScript(shellScripts(shell));
  return { fileName: `assets/start-later-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`, source };
}
