/** Every route of the web shop in one place; components build links only through these. */
import { sectionRoutes } from './generated/section-routes.ts';

/** The sections of verticals.yaml (second-hand, craft, swap): their keys, Platform values and homes. */
type SectionRoute = (typeof sectionRoutes)[number];
/** A section family's key (`secondHand`), the one `@carsi/sdk/verticals` calls `VerticalKey`. */
export type SectionKey = SectionRoute['key'];

/** The shop's platforms: the marketplace and Mezat, and one per vertical of verticals.yaml. */
export const Platform = {
  MARKETPLACE: 'MARKETPLACE',
  AUCTION: 'AUCTION',
  ...(Object.fromEntries(sectionRoutes.map((section) => [section.platform, section.platform])) as { [P in SectionRoute['platform']]: P }),
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

  auction: { path: '/mezat', getHref: () => '/mezat' },
  auctionAccount: { path: '/mezat/hesabim', getHref: () => '/mezat/hesabim' },
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
    getHref: (section: SectionKey, id: number | string) =>
      `/paylasim${sectionPaths[section].home.getHref()}/ilan/${encodeURIComponent(String(id))}.png`,
  },
} as const;

/** The pages of one section family under its home (verticals.yaml's `route`): `/pazar/hesabim/...`. */
function sectionPathsOf(base: SectionRoute['route']) {
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
    /** A public listing of the family. */
    listing: withId(`${base}/ilan/:id`),
  };
}

/** The pages of each section family, by its key. */
export const sectionPaths = Object.fromEntries(sectionRoutes.map((section) => [section.key, sectionPathsOf(section.route)])) as Record<SectionKey, SectionPaths>;
export type SectionPaths = ReturnType<typeof sectionPathsOf>;

/** The section family whose Platform value this is, or undefined for the marketplace and Mezat. */
export const sectionOfPlatform = (platform: Platform): SectionKey | undefined => sectionRoutes.find((section) => section.platform === platform)?.key;

/** Where each platform lives: the header switch and the redirect after login or registration (spec §2). */
export const platformHome = {
  MARKETPLACE: paths.home.getHref(),
  AUCTION: paths.auction.getHref(),
  ...Object.fromEntries(sectionRoutes.map((section) => [section.platform, section.route])),
} as Record<Platform, string>;

/** Platform names as shoppers see them. */
export const platformLabels = {
  MARKETPLACE: 'Pazaryeri',
  AUCTION: 'Mezat',
  ...Object.fromEntries(sectionRoutes.map((section) => [section.platform, section.sectionName])),
} as Record<Platform, string>;

/** The header's order: the marketplace first, Mezat fourth, each section where verticals.yaml's `headerPosition` puts it. */
const headerPositions: readonly (readonly [Platform, number])[] = [
  [Platform.MARKETPLACE, 1],
  [Platform.AUCTION, 4],
  ...sectionRoutes.map((section) => [section.platform, section.headerPosition] as const),
];
export const platformOrder: readonly Platform[] = [...headerPositions].sort((a, b) => a[1] - b[1]).map(([platform]) => platform);

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
