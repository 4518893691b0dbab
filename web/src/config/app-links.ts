/** The shop's apps' name in the stores. */
export const MOBILE_APP_NAME = 'Çarşı';

/**
 * The apps' store ids. Google Play names an app by its package, which the shop chooses (its domain
 * carsi.com.tr reversed); Apple gives the App Store id when the app is published, so the App Store
 * link opens the app's page once `appStoreId` is filled in, and a search for the app's name before.
 */
export const mobileAppIds: { readonly googlePlayPackage: string; readonly appStoreId: string | undefined } = {
  googlePlayPackage: 'tr.com.carsi',
  appStoreId: undefined,
};

export interface MobileApp {
  /** The store's own name, shown on the link. */
  store: 'App Store' | 'Google Play';
  /** The phones it serves (spec §1: iOS and Android). */
  platform: 'iOS' | 'Android';
  href: string;
  /** The link's accessible name: where it leads and that it opens a new tab. */
  label: string;
}

const appStoreHref = (id: string | undefined): string =>
  id ? `https://apps.apple.com/tr/app/id${encodeURIComponent(id)}` : `https://apps.apple.com/tr/search?term=${encodeURIComponent(MOBILE_APP_NAME)}`;

/** The shop's mobile apps, in the order the footer and the home page list them; every store link comes from here. */
export const mobileApps: readonly MobileApp[] = [
  {
    store: 'App Store',
    platform: 'iOS',
    href: appStoreHref(mobileAppIds.appStoreId),
    label: `${MOBILE_APP_NAME} uygulamasını App Store'dan indirin (yeni sekmede açılır)`,
  },
  {
    store: 'Google Play',
    platform: 'Android',
    href: `https://play.google.com/store/apps/details?id=${encodeURIComponent(mobileAppIds.googlePlayPackage)}&hl=tr`,
    label: `${MOBILE_APP_NAME} uygulamasını Google Play'den indirin (yeni sekmede açılır)`,
  },
];

/** The legal and company pages the footer always links to, even while the content service is unreachable. */
export const coreStaticPages = [
  { slug: 'hakkimizda', title: 'Hakkımızda' },
  { slug: 'gizlilik-politikasi', title: 'Gizlilik Politikası' },
  { slug: 'kvkk-aydinlatma-metni', title: 'KVKK Aydınlatma Metni' },
  { slug: 'iletisim', title: 'İletişim' },
] as const;
