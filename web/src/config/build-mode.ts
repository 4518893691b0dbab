/**
 * How a run of Vite chooses between the mock backend and the real services, and the security headers
 * that go with the choice. Pure functions: web/vite.config.ts applies them, tests call them directly.
 */

export type ViteCommand = 'serve' | 'build';

const serviceUrlKeys = ['VITE_MAIN_API_URL', 'VITE_CONTENT_API_URL', 'VITE_LIVE_API_URL'] as const;

export interface BuildMode {
  /** The in-browser mock backend and the QA panel are compiled in (and nothing else calls out). */
  useMocks: boolean;
  /** Origins of the configured services, for `connect-src`. */
  serviceOrigins: string[];
}

const given = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Development (`npm start`, e2e, Vitest) uses the mocks unless every service URL is given; a build uses
 * them only with VITE_USE_MOCKS=true. A build with neither fails, so a deployment that forgot its
 * environment never ships a shop that keeps customers' data in the browser and "places" unpaid orders.
 */
export function resolveBuildMode(command: ViteCommand, env: Record<string, string | undefined>): BuildMode {
  const flag = env.VITE_USE_MOCKS?.trim().toLowerCase();
  if (flag !== undefined && flag !== '' && flag !== 'true' && flag !== 'false') {
    throw new Error(`VITE_USE_MOCKS must be "true" or "false" (given: "${env.VITE_USE_MOCKS ?? ''}").`);
  }
  const urls = serviceUrlKeys.map((key) => env[key]);
  const missing = serviceUrlKeys.filter((_, index) => !given(urls[index]));
  const serviceOrigins = urls.filter(given).map((url) => {
    try {
      return new URL(url).origin;
    } catch {
      throw new Error(`${serviceUrlKeys[urls.indexOf(url)] ?? 'VITE_*_API_URL'} is not a valid URL: "${url}".`);
    }
  });
  if (flag === 'true') return { useMocks: true, serviceOrigins };
  if (missing.length === 0) return { useMocks: false, serviceOrigins };
  if (command === 'serve' && flag !== 'false') return { useMocks: true, serviceOrigins };
  throw new Error(
    [
      `Build stopped: ${missing.join(', ')} not given and VITE_USE_MOCKS is not "true".`,
      'For a real deployment give all three service URLs; for a demo build on the in-browser mock backend set VITE_USE_MOCKS=true.',
    ].join('\n'),
  );
}

/**
 * Whether the shop's pages are rendered by its own server (React Router's `ssr`): against real services.
 * With the mock backend in the browser the shop is one HTML file and has no server, so neither do the
 * server's own resources (robots.txt, the sitemap, social cards: app/routes.ts leaves them out).
 */
export const rendersOnServer = (mode: BuildMode): boolean => !mode.useMocks;

/**
 * The Content-Security-Policy of the built shop.
 * - script-src 'self': only the bundled modules; Vite's build emits no inline script and nothing uses eval.
 * - style-src 'self' 'unsafe-inline': Emotion (MUI's styling engine) inserts <style> elements at run
 *   time. A nonce needs a per-response value, which a static host cannot give; a fixed nonce would be no
 *   better than 'unsafe-inline'. Style injection cannot run script, so this is allowed for styles only.
 * - connect-src: this origin (the mock service worker answers same-origin calls) plus the service origins.
 * - img-src also allows https: and data:/blob: for product images served by the services' CDNs.
 * - media-src: a live broadcast's stream (https:, or the live service's origin where it is plain http),
 *   and blob: for the Media Source that hls.js plays it through where the browser has no HLS of its own.
 * frame-ancestors is ignored in a <meta> element, so it lives in the headers only.
 */
export function contentSecurityPolicy(mode: BuildMode, { forMeta = false, scriptSources = [] }: { forMeta?: boolean; scriptSources?: readonly string[] } = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptSources]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...mode.serviceOrigins]],
    ['media-src', ["'self'", 'blob:', 'https:', ...mode.serviceOrigins]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The build mode of a running shop, from its parsed service URLs. */
export const runtimeBuildMode = ({ useMocks, apiUrls }: { useMocks: boolean; apiUrls: Record<string, string> }): BuildMode => ({
  useMocks,
  serviceOrigins: Object.values(apiUrls).filter((url) => url !== '').map((url) => new URL(url).origin),
});

/** Headers a static host sends with every page of the built shop. */
export function securityHeaders(mode: BuildMode, { scriptSources = [] }: { scriptSources?: readonly string[] } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(mode, { scriptSources }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * How long a browser keeps the build's hashed files (Vite's `assets/`): a new build names them anew, so
 * they never change under their name. The shop's own host sends it too (web/server/shop-server.ts).
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const HASHED_ASSETS_DIR = 'assets';

/**
 * The headers in the `_headers` format of Netlify and Cloudflare Pages (emitted into the build): the
 * security headers for every address, and the hashed files' cache lifetime for `assets/`.
 */
export function staticHostHeadersFile(mode: BuildMode, { metaPolicy = false }: { metaPolicy?: boolean } = {}): string {
  // Where each page carries its own CSP <meta> (its inline scripts' hashes), the header keeps only what a
  // <meta> cannot say; a browser applies both.
  const headers = { ...securityHeaders(mode), ...(metaPolicy ? { 'Content-Security-Policy': "frame-ancestors 'none'" } : {}) };
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Headers of the Çarşı web shop (written by web/build/static-html-policy.ts; see docs/web.md).',
    '/*',
    ...lines,
    `/${HASHED_ASSETS_DIR}/*`,
    `  Cache-Control: ${HASHED_ASSET_CACHE}`,
    '',
  ].join('\n');
}

/** One rule of a `_headers` file: an address (exact, or ending in `*` for everything under it) and its headers. */
export interface StaticHostRule {
  address: string;
  headers: Record<string, string>;
}

/** A `_headers` file's rules, in order, as a static host reads them. */
export function readStaticHostRules(file: string): StaticHostRule[] {
  const rules: StaticHostRule[] = [];
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ address: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const ruleMatches = ({ address }: StaticHostRule, path: string): boolean => (address.endsWith('*') ? path.startsWith(address.slice(0, -1)) : path === address);

/** The headers the rules give an address: every matching rule's, a later rule's value winning. */
export function staticHostHeadersFor(rules: readonly StaticHostRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => ruleMatches(rule, path)).map((rule) => rule.headers)) as Record<string, string>;
}

/** The headers a `_headers` file gives an address (by default `/`, which only `/*` rules reach). */
export function readStaticHostHeaders(file: string, path = '/'): Record<string, string> {
  return staticHostHeadersFor(readStaticHostRules(file), path);
}
