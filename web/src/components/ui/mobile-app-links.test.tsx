import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOBILE_APP_NAME, mobileAppIds, mobileApps } from '@/config/app-links.ts';
import { MobileAppLinks } from './mobile-app-links.tsx';

describe('mobile app links', () => {
  it("lead to the app's own store page on Google Play, named by its package", () => {
    const googlePlay = mobileApps.find((app) => app.store === 'Google Play');
    expect(googlePlay?.href).toBe(`https://play.google.com/store/apps/details?id=${mobileAppIds.googlePlayPackage}&hl=tr`);
    expect(googlePlay?.href).not.toContain('/search');
  });

  it("lead to the App Store's page of the app by its id, or to a search for the app's name while Apple has given none", () => {
    const appStore = mobileApps.find((app) => app.store === 'App Store');
    if (mobileAppIds.appStoreId) expect(appStore?.href).toBe(`https://apps.apple.com/tr/app/id${mobileAppIds.appStoreId}`);
    else expect(appStore?.href).toBe(`https://apps.apple.com/tr/search?term=${encodeURIComponent(MOBILE_APP_NAME)}`);
  });

  it('shows one link per store, named for assistive technology, opening a new tab safely', () => {
    render(<MobileAppLinks />);
    for (const app of mobileApps) {
      const link = screen.getByRole('link', { name: app.label });
      expect(link.textContent).toBe(app.store);
      expect(link.getAttribute('href')).toBe(app.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
