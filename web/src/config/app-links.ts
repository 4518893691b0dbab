/** Outside links of the footer. The store listings are searches until the apps' ids are known. */
export const appStoreLinks = {
  appStore: 'https://apps.apple.com/tr/search?term=%C3%87ar%C5%9F%C4%B1',
  googlePlay: 'https://play.google.com/store/search?q=%C3%87ar%C5%9F%C4%B1&c=apps&hl=tr',
} as const;

/** The legal and company pages the footer always links to, even while the content service is unreachable. */
export const coreStaticPages = [
  { slug: 'hakkimizda', title: 'Hakkımızda' },
  { slug: 'gizlilik-politikasi', title: 'Gizlilik Politikası' },
  { slug: 'kvkk-aydinlatma-metni', title: 'KVKK Aydınlatma Metni' },
  { slug: 'iletisim', title: 'İletişim' },
] as const;
