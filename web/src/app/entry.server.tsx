import createCache from '@emotion/cache';
import { guestCartOfCookieHeader } from '@carsi/sdk';
import { AUTH_COOKIE_NAME, configureSdk } from '@carsi/sdk/runtime';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router-dom';
import { runtimeBuildMode, securityHeaders } from '@/config/build-mode.ts';
import { parseAppConfig } from '@/config/env.ts';
import { ServerStyleCacheContext } from '@/lib/mui-scope.tsx';
import { collectingStyleCache, styleElementsOf, withInHead } from '@/lib/page-styles.ts';
import { shellStyleElement } from '@/lib/shell-styles.server.ts';
import { styleCacheOptions } from '@/lib/style-prefixes.ts';
import { runZodWithoutEval } from '@/lib/zod-without-eval.ts';
import { withAppStartAfterLoad } from './app-start.ts';
import { createRequestQueryClient } from './query-client.ts';
import { holdsSessionCookie } from '@/config/member-device.ts';
import { cartFormAnswerIn } from '@/lib/served-cart.tsx';
import { ShopResourcesProvider, type ShopResources } from './shop-resources.tsx';

runZodWithoutEval();
const config = parseAppConfig(import.meta.env);
configureSdk({ baseUrls: config.apiUrls });

/** What the shop's host (web/server/shop-server.ts) needs to know about this build. */
export const hostSettings = {
  imagesFrom: config.apiUrls.main,
  headers: securityHeaders(runtimeBuildMode(config)),
};

/** A page waits this long for its parts before it is sent with what is ready. */
export const streamTimeout = 5_000;

/** The header React Router's build sends with the request of a page it prerenders. */
const PRERENDER_HEADER = 'X-React-Router-Prerender-Data';

/**
 * Renders a page for React Router's request handler: the whole page at once (its loaders have filled
 * the query cache), with the shell's styles and those Emotion drew for it in `<head>` (lib/shell-styles.server.ts,
 * lib/page-styles.ts), its code asked for after it has loaded (app-start.ts) and a fresh nonce for
 * React Router's inline scripts.
 */

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return Promise.resolve(new Response(null, { status, headers }));
  // A page written once at build time (the SPA build's one file, the prerendered front doors) is served
  // as it is: it carries no nonce (the build names its inline scripts by hash instead).
  const writtenOnce = routerContext.isSpaMode || request.headers.has(PRERENDER_HEADER);
  const nonce = writtenOnce ? undefined : randomBytes(16).toString('base64');
  const cookies = request.headers.get('cookie') ?? '';
  // The answer to a cart form posted before the page's code arrived: the page with the new cart and a notice.
  const answer = cartFormAnswerIn(routerContext.staticHandlerContext.actionData);
  const resources: ShopResources = {
    queryClient: createRequestQueryClient(),
    nonce,
    memberDevice: holdsSessionCookie(cookies, AUTH_COOKIE_NAME),
    servedCart: writtenOnce ? undefined : { guestCart: answer?.guestCart ?? guestCartOfCookieHeader(cookies), notice: answer?.cartNotice },
    requestOrigin: new URL(request.url).origin,
  };
  const styleCache = collectingStyleCache(createCache(styleCacheOptions));
  return new Promise((resolve, reject) => {
    let failedAfterShell = false;
    const { pipe, abort } = renderToPipeableStream(
      <ShopResourcesProvider resources={resources}>
        <ServerStyleCacheContext value={styleCache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerStyleCacheContext>
      </ShopResourcesProvider>,
      {
        nonce,
        // Every part in place in the HTML, never sent apart to be moved in by a script: the page reads
        // the same without JavaScript (crawlers, a visitor whose scripts have not arrived).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          headers.set('Content-Type', 'text/html; charset=utf-8');
          if (nonce) {
            for (const [name, value] of Object.entries(securityHeaders(runtimeBuildMode(config), { scriptSources: [`'nonce-${nonce}'`] }))) headers.set(name, value);
          }
          // A page rendered with a member's or a visitor's own cart is theirs alone.
          if (resources.memberDevice || (resources.servedCart?.guestCart?.length ?? 0) > 0) headers.set('Cache-Control', 'private, no-cache');
          // The page is whole by now: sent as one body, it is compressed as one (React writes it in small
          // pieces, and the host's adapter flushes the compressor after each, which nearly doubled the
          // gzip size of a product page).
          const pieces: Buffer[] = [];
          pipe(
            new Writable({
              write(piece: Buffer, _encoding, callback) {
                pieces.push(piece);
                callback();
              },
              final(callback) {
                clearTimeout(timeout);
                const rendered = withInHead(Buffer.concat(pieces).toString('utf8'), shellStyleElement() + styleElementsOf(styleCache));
                // The SPA's one file has no content to show first; development keeps Vite's own start.
                const page = routerContext.isSpaMode || import.meta.env.DEV ? rendered : withAppStartAfterLoad(rendered);
                resolve(new Response(page, { headers, status: failedAfterShell ? 500 : status }));
                callback();
              },
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          failedAfterShell = true;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
