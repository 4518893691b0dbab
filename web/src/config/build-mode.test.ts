import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, readStaticHostHeaders, resolveBuildMode, securityHeaders, staticHostHeadersFile } from './build-mode.ts';

const services = {
  VITE_MAIN_API_URL: 'https://api.carsi.example/v1',
  VITE_CONTENT_API_URL: 'https://icerik.carsi.example',
  VITE_LIVE_API_URL: 'https://canli.carsi.example',
};

describe('resolveBuildMode', () => {
  it('runs development on the mocks when no service URL is given (npm start, e2e)', () => {
    expect(resolveBuildMode('serve', {}).useMocks).toBe(true);
    expect(resolveBuildMode('serve', { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '' }).useMocks).toBe(true);
  });
  it('builds on the mocks only when asked with VITE_USE_MOCKS=true', () => {
    expect(resolveBuildMode('build', { VITE_USE_MOCKS: 'true' })).toEqual({ useMocks: true, serviceOrigins: [] });
  });
  it('refuses a build with neither service URLs nor the flag, with a clear message', () => {
    expect(() => resolveBuildMode('build', {})).toThrow(/Build stopped: VITE_MAIN_API_URL, VITE_CONTENT_API_URL, VITE_LIVE_API_URL not given/);
    expect(() => resolveBuildMode('build', { VITE_MAIN_API_URL: services.VITE_MAIN_API_URL })).toThrow(/VITE_CONTENT_API_URL, VITE_LIVE_API_URL not given/);
    expect(() => resolveBuildMode('build', { VITE_USE_MOCKS: 'false' })).toThrow(/Build stopped/);
  });
  it('builds for real services without the mocks, and connects only to their origins', () => {
    const mode = resolveBuildMode('build', services);
    expect(mode).toEqual({
      useMocks: false,
      serviceOrigins: ['https://api.carsi.example', 'https://icerik.carsi.example', 'https://canli.carsi.example'],
    });
    expect(contentSecurityPolicy(mode)).toContain("connect-src 'self' https://api.carsi.example https://icerik.carsi.example https://canli.carsi.example;");
    // A live stream plays from the services (or any https: host), through a Media Source where hls.js plays it.
    expect(contentSecurityPolicy(mode)).toContain("media-src 'self' blob: https: https://api.carsi.example https://icerik.carsi.example https://canli.carsi.example;");
  });
  it('refuses a flag that is neither true nor false', () => {
    expect(() => resolveBuildMode('build', { VITE_USE_MOCKS: 'evet' })).toThrow(/VITE_USE_MOCKS must be "true" or "false"/);
  });
});

describe('contentSecurityPolicy', () => {
  const mode = resolveBuildMode('build', { VITE_USE_MOCKS: 'true' });
  it('allows only bundled scripts: no inline script, no eval', () => {
    const policy = contentSecurityPolicy(mode);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
  });
  it('forbids framing in the headers; the meta tag leaves frame-ancestors out (browsers ignore it there)', () => {
    expect(contentSecurityPolicy(mode)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(mode, { forMeta: true })).not.toContain('frame-ancestors');
    expect(staticHostHeadersFile(mode)).toMatch(/^\/\*\n {2}Content-Security-Policy: .*frame-ancestors 'none'/m);
    expect(staticHostHeadersFile(mode)).toContain('X-Frame-Options: DENY');
  });
  it('reads back from the _headers file of a build the headers it was made with', () => {
    expect(readStaticHostHeaders(staticHostHeadersFile(mode))).toEqual(securityHeaders(mode));
    expect(readStaticHostHeaders('/admin/*\n  X-Robots-Tag: noindex\n/*\n  X-Frame-Options: DENY\n')).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(readStaticHostHeaders('/admin/*\n  X-Robots-Tag: noindex\n/*\n  X-Frame-Options: DENY\n', '/admin/panel')).toEqual({ 'X-Robots-Tag': 'noindex', 'X-Frame-Options': 'DENY' });
  });
  it("lets a browser keep the build's hashed files for a year, and asks it to check every page again", () => {
    const file = staticHostHeadersFile(mode);
    expect(readStaticHostHeaders(file, '/assets/shell-CRbsJDZC.js')).toEqual({ ...securityHeaders(mode), 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(readStaticHostHeaders(file, '/urun/1')).not.toHaveProperty('Cache-Control');
    expect(readStaticHostHeaders(file, '/mock-service-worker.js')).not.toHaveProperty('Cache-Control');
  });
});
