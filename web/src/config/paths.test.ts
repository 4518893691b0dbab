import { describe, expect, it } from 'vitest';
import { verticals } from '@carsi/sdk/verticals';
import { parseAppConfig } from './env.ts';
import { sectionRoutes } from './generated/section-routes.ts';
import { paths, platformHome, platformLabels, platformOfPath, platformOrder, safeRedirect, sectionOfPlatform, sectionPaths } from './paths.ts';

describe('paths', () => {
  it('sends each platform to its home after login (spec §2)', () => {
    expect(platformHome).toEqual({ MARKETPLACE: '/', SECONDHAND: '/pazar', SWAP: '/takas', AUCTION: '/mezat', CRAFT: '/zanaat' });
  });
  it('shows the platforms in the header order of spec §2, each section under its own name', () => {
    expect(platformOrder).toEqual(['MARKETPLACE', 'SECONDHAND', 'SWAP', 'AUCTION', 'CRAFT']);
    expect(platformOrder.map((platform) => platformLabels[platform])).toEqual(['Pazaryeri', 'Pazar', 'Takas', 'Mezat', 'Zanaat']);
  });
  it("builds each section's pages under its home from verticals.yaml", () => {
    expect(sectionPaths.secondHand.listing.getHref(12)).toBe('/pazar/ilan/12');
    expect(sectionPaths.craft.account.getHref()).toBe('/zanaat/hesabim');
    expect(sectionPaths.swap.buyOrder.path).toBe('/takas/hesabim/alislarim/:id');
    expect(paths.socialCardListing.getHref('swap', 3)).toBe('/paylasim/takas/ilan/3.png');
    expect(sectionOfPlatform('CRAFT')).toBe('craft');
    expect(sectionOfPlatform('AUCTION')).toBeUndefined();
  });
  it("takes the route manifest's sections from the same list as the SDK's verticals", () => {
    const fromSdk = verticals.map((v) => [v.key, v.platform, v.route, v.sectionName, v.headerPosition]);
    expect(sectionRoutes.map((s) => [s.key, s.platform, s.route, s.sectionName, s.headerPosition])).toEqual(fromSdk);
  });
  it('builds encoded links', () => {
    expect(paths.search.getHref('çanta & cüzdan')).toBe('/arama?q=%C3%A7anta%20%26%20c%C3%BCzdan');
    expect(paths.product.getHref(42)).toBe('/urun/42');
    expect(paths.auth.login.getHref('/sepetim')).toBe('/giris?redirectTo=%2Fsepetim');
  });
  it('knows which platform a page belongs to', () => {
    expect(platformOfPath('/pazar/hesabim')).toBe('SECONDHAND');
    expect(platformOfPath('/takas')).toBe('SWAP');
    expect(platformOfPath('/pazaryeri')).toBe('MARKETPLACE');
    expect(platformOfPath('/sepetim')).toBe('MARKETPLACE');
  });
  it('follows only same-site redirects', () => {
    expect(safeRedirect('/sepetim')).toBe('/sepetim');
    expect(safeRedirect('https://kotu.example')).toBeUndefined();
    expect(safeRedirect('//kotu.example')).toBeUndefined();
    expect(safeRedirect('/\\kotu.example')).toBeUndefined();
    expect(safeRedirect('/\\/kotu.example')).toBeUndefined();
    expect(safeRedirect('/\t/kotu.example')).toBeUndefined();
    expect(safeRedirect('/\u0000/kotu.example')).toBeUndefined();
    expect(safeRedirect('/%2F%2Fkotu.example')).toBe('/%2F%2Fkotu.example');
    expect(safeRedirect(null)).toBeUndefined();
  });
});

describe('parseAppConfig', () => {
  it('uses the mocks when the build chose mock mode', () => {
    expect(parseAppConfig({ VITE_MAIN_API_URL: '', VITE_USE_MOCKS: 'true' })).toEqual({
      apiUrls: { main: '', content: '', live: '' },
      useMocks: true,
      siteUrl: '',
    });
  });
  it('takes the public site origin for canonical links, and refuses one that is not a URL', () => {
    expect(parseAppConfig({ VITE_SITE_URL: 'https://www.carsi.example/magaza/' }).siteUrl).toBe('https://www.carsi.example');
    expect(() => parseAppConfig({ VITE_SITE_URL: 'www.carsi.example' })).toThrow(/VITE_SITE_URL/);
  });
  it('uses the given service URLs without a trailing slash', () => {
    const config = parseAppConfig({
      VITE_MAIN_API_URL: 'https://api.carsi.example/',
      VITE_CONTENT_API_URL: 'https://icerik.carsi.example',
      VITE_LIVE_API_URL: 'https://canli.carsi.example',
    });
    expect(config.useMocks).toBe(false);
    expect(config.apiUrls.main).toBe('https://api.carsi.example');
  });
  it('refuses a malformed URL with a clear message', () => {
    expect(() => parseAppConfig({ VITE_MAIN_API_URL: 'api.carsi' })).toThrow(/Invalid app settings/);
  });
});
