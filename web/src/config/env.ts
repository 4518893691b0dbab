/**
 * The build-time environment, checked once at start-up. Plain checks rather than a Zod schema: this
 * runs before the first paint, and Zod stays out of the first-load bundle (forms load it with their page).
 */

const serviceUrlKeys = ['VITE_MAIN_API_URL', 'VITE_CONTENT_API_URL', 'VITE_LIVE_API_URL'] as const;

export interface AppConfig {
  apiUrls: { main: string; content: string; live: string };
  /** Mock mode (chosen by web/vite.config.ts, see config/build-mode.ts): the in-browser mock backend answers every call. */
  useMocks: boolean;
  /**
   * The shop's public origin (`VITE_SITE_URL`, e.g. `https://www.carsi.com.tr`) for canonical links, social
   * cards and the sitemap; empty means "the origin the page was asked for" (lib/seo/site-url.ts).
   */
  siteUrl: string;
}

/** An optional absolute http(s) URL; an empty string counts as "not given". */
function optionalUrl(value: unknown): { url: string } | { problem: string } {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return { url: '' };
  if (typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)) return { url: value };
  return { problem: 'must be an absolute http(s) URL.' };
}

/** Parses the build-time environment once at start-up; a malformed URL stops the app with a clear message. */
export function parseAppConfig(env: Record<string, unknown>): AppConfig {
  const problems: string[] = [];
  const urls = serviceUrlKeys.map((key) => {
    const result = optionalUrl(env[key]);
    if ('problem' in result) problems.push(`${key}: ${result.problem}`);
    return 'url' in result ? result.url.replace(/\/+$/, '') : '';
  });
  const site = optionalUrl(env.VITE_SITE_URL);
  if ('problem' in site) problems.push(`VITE_SITE_URL: ${site.problem}`);
  if (env.VITE_USE_MOCKS !== undefined && typeof env.VITE_USE_MOCKS !== 'string') problems.push('VITE_USE_MOCKS: must be a string.');
  if (problems.length > 0) throw new Error(`Invalid app settings: ${problems.join('; ')}`);
  const [main = '', content = '', live = ''] = urls;
  const siteUrl = 'url' in site && site.url !== '' ? new URL(site.url).origin : '';
  return { apiUrls: { main, content, live }, useMocks: env.VITE_USE_MOCKS === 'true', siteUrl };
}
