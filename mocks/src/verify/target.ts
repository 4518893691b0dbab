/** The server under test: one origin per service of the contract (one server may answer all three). */
export type Service = 'main' | 'content' | 'live';

export type Target = Readonly<Record<Service, string>>;

/** `base` (with any path prefix, without a trailing slash) for every service unless one is given. */
export function targetOf(base: string, overrides: Partial<Record<Service, string>> = {}): Target {
  const clean = (url: string): string => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) address: ${url}`);
    return url.replace(/\/+$/, '');
  };
  return { main: clean(overrides.main ?? base), content: clean(overrides.content ?? base), live: clean(overrides.live ?? base) };
}
