/** Every route of the web shop in one place; components build links only through these. */

export const Platform = {
  MARKETPLACE: 'MARKETPLACE',
  SECONDHAND: 'SECONDHAND',
  SWAP: 'SWAP',
  AUCTION: 'AUCTION',
  CRAFT: 'CRAFT',
} as const;
export type Platform = (typeof Platform)[keyof typeof Platform];

export const paths = {
  home: { path: '/', getHref: () => '/' },
  cart: { path: '/sepetim', getHref: () => '/sepetim' },
  checkout: { path: '/odeme', getHref: () => '/odeme' },
  checkoutComplete: {
    path: '/odeme/tamamlandi/:orderId',
    getHref: (orderId: number | string) => `/odeme/tamamlandi/${encodeURIComponent(String(orderId))}`,
  },
  account: { path: '/hesabim', getHref: () => '/hesabim' },
  accountOrders: { path: '/hesabim/siparislerim', getHref: () => '/hesabim/siparislerim' },
  accountOrder: {
    path: '/hesabim/siparislerim/:id',
    getHref: (id: number | string) => `/hesabim/siparislerim/${encodeURIComponent(String(id))}`,
  },
  accountAddresses: { path: '/hesabim/adreslerim', getHref: () => '/hesabim/adreslerim' },
  accountQuestions: { path: '/hesabim/sorularim', getHref: () => '/hesabim/sorularim' },
  accountInvoices: { path: '/hesabim/faturalarim', getHref: () => '/hesabim/faturalarim' },
  accountFavorites: { path: '/hesabim/favorilerim', getHref: () => '/hesabim/favorilerim' },
  accountFollows: { path: '/hesabim/takip-ettiklerim', getHref: () => '/hesabim/takip-ettiklerim' },
  accountRatings: { path: '/hesabim/degerlendirmelerim', getHref: () => '/hesabim/degerlendirmelerim' },
  accountContracts: { path: '/hesabim/sozlesmelerim', getHref: () => '/hesabim/sozlesmelerim' },
  accountCards: { path: '/hesabim/kayitli-kartlarim', getHref: () => '/hesabim/kayitli-kartlarim' },
  accountAnnouncements: { path: '/hesabim/duyuru-tercihleri', getHref: () => '/hesabim/duyuru-tercihleri' },
  accountSecurity: { path: '/hesabim/guvenlik', getHref: () => '/hesabim/guvenlik' },
  accountDelete: { path: '/hesabim/hesabi-sil', getHref: () => '/hesabim/hesabi-sil' },

  secondHand: { path: '/pazar', getHref: () => '/pazar' },
  secondHandAccount: { path: '/pazar/hesabim', getHref: () => '/pazar/hesabim' },
  auction: { path: '/mezat', getHref: () => '/mezat' },
  auctionAccount: { path: '/mezat/hesabim', getHref: () => '/mezat/hesabim' },
  craft: { path: '/zanaat', getHref: () => '/zanaat' },
  craftAccount: { path: '/zanaat/hesabim', getHref: () => '/zanaat/hesabim' },
  swap: { path: '/takas', getHref: () => '/takas' },
  swapAccount: { path: '/takas/hesabim', getHref: () => '/takas/hesabim' },
  secondHandListing: {
    path: '/pazar/ilan/:id',
    getHref: (id: number | string) => `/pazar/ilan/${encodeURIComponent(String(id))}`,
  },
  craftListing: {
    path: '/zanaat/ilan/:id',
    getHref: (id: number | string) => `/zanaat/ilan/${encodeURIComponent(String(id))}`,
  },
  swapListing: {
    path: '/takas/ilan/:id',
    getHref: (id: number | string) => `/takas/ilan/${encodeURIComponent(String(id))}`,
  },
  auctionBroadcast: {
    path: '/mezat/yayin/:id',
    getHref: (id: number | string) => `/mezat/yayin/${encodeURIComponent(String(id))}`,
  },
  auctionUser: {
    path: '/mezat/kullanici/:id',
    getHref: (id: number | string) => `/mezat/kullanici/${encodeURIComponent(String(id))}`,
  },

  auth: {
    login: {
      path: '/giris',
      getHref: (redirectTo?: string) =>
        redirectTo ? `/giris?redirectTo=${encodeURIComponent(redirectTo)}` : '/giris',
    },
    register: { path: '/uye-ol', getHref: () => '/uye-ol' },
    /** The company step right after registration; `query` carries the register page's redirect on. */
    registerCompany: {
      path: '/uye-ol/kurumsal',
      getHref: (query?: string) => (query ? `/uye-ol/kurumsal?${query}` : '/uye-ol/kurumsal'),
    },
    forgotPassword: { path: '/sifremi-unuttum', getHref: () => '/sifremi-unuttum' },
    resetPassword: {
      path: '/sifre-sifirla',
      getHref: (email?: string) => (email ? `/sifre-sifirla?email=${encodeURIComponent(email)}` : '/sifre-sifirla'),
    },
  },

  product: { path: '/urun/:id', getHref: (id: number | string) => `/urun/${encodeURIComponent(String(id))}` },
  search: {
    path: '/arama',
    getHref: (query?: string) => (query ? `/arama?q=${encodeURIComponent(query)}` : '/arama'),
  },
  category: { path: '/kategori/:slug', getHref: (slug: string) => `/kategori/${encodeURIComponent(slug)}` },
  brand: { path: '/marka/:slug', getHref: (slug: string) => `/marka/${encodeURIComponent(slug)}` },
  market: { path: '/magaza/:slug', getHref: (slug: string) => `/magaza/${encodeURIComponent(slug)}` },
  campaign: { path: '/kampanya/:slug', getHref: (slug: string) => `/kampanya/${encodeURIComponent(slug)}` },
  brands: { path: '/markalar', getHref: (page?: number) => (page && page > 1 ? `/markalar?sayfa=${page}` : '/markalar') },
  categories: { path: '/kategoriler', getHref: () => '/kategoriler' },
  /** The marketplace store owner's seller area; `tab` is one of its tabs (sorular, siparisler, faturalar, degerlendirmeler, indirimler). */
  storeOwner: {
    path: '/hesabim/magazam',
    getHref: (tab?: string) => (tab ? `/hesabim/magazam?sekme=${encodeURIComponent(tab)}` : '/hesabim/magazam'),
  },

  blog: { path: '/blog', getHref: () => '/blog' },
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  help: { path: '/yardim', getHref: () => '/yardim' },
  /** An article opened by its id; the page replaces the address with the slug URL. */
  blogArticleById: { path: '/blog/yazi/:id', getHref: (id: number) => `/blog/yazi/${id}` },
  /** A static page of the content service (about, terms, privacy, KVKK …). */
  staticPage: { path: '/sayfa/:slug', getHref: (slug: string) => `/sayfa/${encodeURIComponent(slug)}` },

  // Resources for crawlers and link previews, made by the shop's server (not in mock mode's single-page app).
  robotsTxt: { path: '/robots.txt', getHref: () => '/robots.txt' },
  /** The sitemap index: one child sitemap per area (features/sitemap). */
  sitemapIndex: { path: '/sitemap.xml', getHref: () => '/sitemap.xml' },
  /** One child sitemap: `/sitemap/urunler.xml`, its 2nd part of 50 000 addresses `/sitemap/urunler-2.xml`. */
  sitemapPart: {
    path: '/sitemap/:file',
    getHref: (area: string, part = 1) => `/sitemap/${encodeURIComponent(part > 1 ? `${area}-${part}` : area)}.xml`,
  },
  /** A product's social card (1200×630 PNG) for its page's Open Graph and Twitter tags. */
  socialCardProduct: {
    path: '/paylasim/urun/:file',
    getHref: (id: number | string) => `/paylasim/urun/${encodeURIComponent(String(id))}.png`,
  },
  /** A section listing's social card: `/paylasim/pazar/ilan/12.png` (the section's home segment, then the id). */
  socialCardListing: {
    path: '/paylasim/:section/ilan/:file',
    getHref: (section: keyof typeof sectionPaths, id: number | string) =>
      `/paylasim${sectionPaths[section].home.getHref()}/ilan/${encodeURIComponent(String(id))}.png`,
  },
} as const;

/** The member pages of one section family (second-hand, craft, swap) under its home: `/pazar/hesabim/...`. */
function sectionPathsOf<Base extends '/pazar' | '/zanaat' | '/takas'>(base: Base) {
  const fixed = (path: string) => ({ path, getHref: () => path });
  const withId = (pattern: string) => ({
    path: pattern,
    getHref: (id: number | string) => pattern.replace(':id', encodeURIComponent(String(id))),
  });
  return {
    home: fixed(base),
    account: fixed(`${base}/hesabim`),
    listings: fixed(`${base}/hesabim/ilanlarim`),
    newListing: fixed(`${base}/hesabim/ilan-ver`),
    editListing: withId(`${base}/hesabim/ilanlarim/:id/duzenle`),
    negotiations: fixed(`${base}/hesabim/teklifler`),
    swapOffers: fixed(`${base}/hesabim/takas-teklifleri`),
    questions: fixed(`${base}/hesabim/sorular`),
    favorites: fixed(`${base}/hesabim/favorilerim`),
    doping: fixed(`${base}/hesabim/one-cikanlar`),
    bannedUsers: fixed(`${base}/hesabim/engellenenler`),
    buyOrders: fixed(`${base}/hesabim/alislarim`),
    buyOrder: withId(`${base}/hesabim/alislarim/:id`),
    sellOrders: fixed(`${base}/hesabim/satislarim`),
    sellOrder: withId(`${base}/hesabim/satislarim/:id`),
    cargoAddresses: fixed(`${base}/hesabim/kargo-adreslerim`),
    payout: fixed(`${base}/hesabim/odeme-bilgileri`),
    contract: fixed(`${base}/hesabim/sozlesme`),
    suspend: fixed(`${base}/hesabim/hesabi-dondur`),
    help: fixed(`${base}/yardim`),
    cart: fixed(`${base}/sepetim`),
    checkout: fixed(`${base}/odeme`),
    checkoutComplete: withId(`${base}/odeme/tamamlandi/:id`),
    /** A public listing of the family (the same address as `paths.secondHandListing` and its siblings). */
    listing: withId(`${base}/ilan/:id`),
  };
}

/** Member pages of the three section families, keyed like `SectionKey` of web/src/lib/section-api.ts. */
export const sectionPaths = {
  secondHand: sectionPathsOf('/pazar'),
  craft: sectionPathsOf('/zanaat'),
  swap: sectionPathsOf('/takas'),
} as const;
export type SectionPaths = ReturnType<typeof sectionPathsOf>;

/** Where each platform lives: the header switch and the redirect after login or registration (spec §2). */
export const platformHome: Record<Platform, string> = {
  MARKETPLACE: paths.home.getHref(),
  SECONDHAND: paths.secondHand.getHref(),
  SWAP: paths.swap.getHref(),
  AUCTION: paths.auction.getHref(),
  CRAFT: paths.craft.getHref(),
};

/** Platform names as shoppers see them, in header order. */
export const platformLabels: Record<Platform, string> = {
  MARKETPLACE: 'Pazaryeri',
  SECONDHAND: 'Pazar',
  SWAP: 'Takas',
  AUCTION: 'Mezat',
  CRAFT: 'Zanaat',
};

export const platformOrder: readonly Platform[] = [
  Platform.MARKETPLACE,
  Platform.SECONDHAND,
  Platform.SWAP,
  Platform.AUCTION,
  Platform.CRAFT,
];

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (platformOrder as readonly string[]).includes(value);

/** The platform whose section contains `pathname` (the longest matching home wins; default marketplace). */
export function platformOfPath(pathname: string): Platform {
  const match = platformOrder
    .filter((platform) => platform !== Platform.MARKETPLACE)
    .find((platform) => pathname === platformHome[platform] || pathname.startsWith(`${platformHome[platform]}/`));
  return match ?? Platform.MARKETPLACE;
}

const probeOrigin = 'https://carsi.invalid';

/**
 * A path on this site: starts with one "/", no backslash (browsers read "/\x" as "//x"), no control
 * or whitespace characters (stripped or folded by URL parsers), and still on this origin once parsed.
 */
export function isSameSitePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  if (/[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(target)) return false;
  try {
    return new URL(target, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** Only same-site paths are followed after login, never an absolute URL from the query string. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  return target && isSameSitePath(target) ? target : undefined;
}
