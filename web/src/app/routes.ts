import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { shopBuildMode } from '../../build/shop-build-mode.ts';
import { rendersOnServer } from '../config/build-mode.ts';
import { paths, sectionPaths, type SectionKey } from '../config/paths.ts';

/**
 * The section families of openapi/verticals/verticals.yaml (React Router reads this file without the
 * SDK: config/paths.ts takes them from the generated config/generated/section-routes.ts).
 */
const sectionKeys = Object.keys(sectionPaths) as SectionKey[];

/**
 * The shop's one route manifest (React Router framework mode). Paths come from config/paths.ts; a page
 * every section family has is one module listed once per family (its id names the family), and renders
 * the family whose home the address is under; a page a family does not have (the swap family's
 * suspension, say: config/section-capabilities.ts) is a 404 there.
 */

/** `name` tells apart two paths one module serves (a section's purchases and sales). */
const forSection = (key: SectionKey, path: string, file: string, children?: RouteConfigEntry[], name = file): RouteConfigEntry =>
  route(path, file, { id: `${key}:${name}` }, children);

/** The members-only account of a section family, with its selling, trade and order pages. */
function sectionAccount(key: SectionKey): RouteConfigEntry {
  const p = sectionPaths[key];
  const page = (path: string, file: string, name?: string) => forSection(key, path, file, undefined, name);
  return forSection(key, p.account.path, 'routes/section-account/section-account-layout.tsx', [
    index('routes/section-account/summary.tsx', {
      id: `${key}:routes/section-account/summary.tsx`,
    }),
    page(p.listings.path, 'routes/section-account/listings.tsx'),
    page(p.newListing.path, 'routes/section-account/new-listing.tsx'),
    page(p.editListing.path, 'routes/section-account/edit-listing.tsx'),
    page(p.contract.path, 'routes/section-account/contract.tsx'),
    page(p.payout.path, 'routes/section-account/payout.tsx'),
    page(p.suspend.path, 'routes/section-account/suspend.tsx'),
    page(p.negotiations.path, 'routes/section-trade/negotiations.tsx'),
    page(p.swapOffers.path, 'routes/section-trade/swap-offers.tsx'),
    page(p.questions.path, 'routes/section-trade/questions.tsx'),
    page(p.favorites.path, 'routes/section-account/favorites.tsx'),
    page(p.doping.path, 'routes/section-trade/doping.tsx'),
    page(p.bannedUsers.path, 'routes/section-trade/banned-users.tsx'),
    page(p.buyOrders.path, 'routes/section-orders/orders.tsx', 'buy-orders'),
    page(p.buyOrder.path, 'routes/section-orders/order.tsx', 'buy-order'),
    page(p.sellOrders.path, 'routes/section-orders/orders.tsx', 'sell-orders'),
    page(p.sellOrder.path, 'routes/section-orders/order.tsx', 'sell-order'),
    page(p.cargoAddresses.path, 'routes/section-orders/cargo-addresses.tsx'),
  ]);
}

/** A section family's home: its listings, drawn without MUI. */
const sectionHome = (key: SectionKey): RouteConfigEntry => forSection(key, sectionPaths[key].home.path, 'routes/sections/section-home.tsx');

/** A section family's other public pages, its account, cart, checkout and help. */
function sectionFamily(key: SectionKey): RouteConfigEntry[] {
  const p = sectionPaths[key];
  return [
    forSection(key, `${p.home.path}/ilan/:id`, 'routes/sections/section-listing.tsx'),
    sectionAccount(key),
    forSection(key, p.cart.path, 'routes/section-orders/cart.tsx'),
    forSection(key, p.checkout.path, 'routes/section-orders/checkout.tsx'),
    forSection(key, p.checkoutComplete.path, 'routes/section-orders/checkout-complete.tsx'),
    forSection(key, p.help.path, 'routes/content/help.tsx'),
  ];
}

/**
 * What the shop's server answers to crawlers and link previews: robots.txt, the sitemap index and its
 * child sitemaps, and the social card pictures. Resource routes (a loader, no page), outside the shop's
 * layout. Only a build that renders on a server has them (config/build-mode.ts, the same decision as
 * react-router.config.ts's `ssr`); in mock mode's single-page app these addresses are the not-found page.
 */
const crawlerResources = (): RouteConfigEntry[] => [
  route(paths.robotsTxt.path, 'routes/crawl/robots-txt.ts'),
  route(paths.sitemapIndex.path, 'routes/crawl/sitemap-index.ts'),
  route(paths.sitemapPart.path, 'routes/crawl/sitemap-part.ts'),
  route(paths.socialCardProduct.path, 'routes/crawl/social-card-product.ts'),
  route(paths.socialCardListing.path, 'routes/crawl/social-card-listing.ts'),
];

export default [
  ...(rendersOnServer(shopBuildMode()) ? crawlerResources() : []),
  layout('routes/shop-layout.tsx', [
    // The marketplace: home, listings, product, cart and payment.
    index('routes/home.tsx'),
    // The list, store, product and cart pages a visitor lands on from a search engine, a link or the
    // header, drawn in plain CSS like the home page: their first load carries neither MUI nor its style
    // cache (a part built with MUI loads it when it is needed, components/layout/in-mui-scope.tsx).
    route(paths.search.path, 'routes/shop/search.tsx'),
    route(paths.category.path, 'routes/shop/category.tsx'),
    route(paths.brand.path, 'routes/shop/brand.tsx'),
    route(paths.market.path, 'routes/shop/market.tsx'),
    route(paths.product.path, 'routes/shop/product.tsx'),
    route(paths.cart.path, 'routes/shop/cart.tsx'),
    ...sectionKeys.map(sectionHome),
    // Every other page is built with MUI: its theme and style cache load with the page.
    layout('routes/mui-pages.tsx', [
      route(paths.checkout.path, 'routes/shop/checkout.tsx'),
      route(paths.checkoutComplete.path, 'routes/shop/checkout-complete.tsx'),
      route(paths.campaign.path, 'routes/marketplace/campaign.tsx'),
      route(paths.brands.path, 'routes/marketplace/brands.tsx'),
      route(paths.categories.path, 'routes/marketplace/categories.tsx'),

      // Sign-in, registration and password recovery.
      route(paths.auth.login.path, 'routes/auth/login.tsx'),
      route(paths.auth.register.path, 'routes/auth/register.tsx'),
      route(paths.auth.registerCompany.path, 'routes/auth/register-company.tsx'),
      route(paths.auth.forgotPassword.path, 'routes/auth/forgot-password.tsx'),
      route(paths.auth.resetPassword.path, 'routes/auth/reset-password.tsx'),

      // The buyer's account under /hesabim: one members-only layout with the account menu.
      route(paths.account.path, 'routes/account/account-layout.tsx', [
        index('routes/account/profile.tsx'),
        route(paths.accountOrders.path, 'routes/account/orders.tsx'),
        route(paths.accountOrder.path, 'routes/account/order.tsx'),
        route(paths.accountAddresses.path, 'routes/account/addresses.tsx'),
        route(paths.accountFavorites.path, 'routes/account/favorites.tsx'),
        route(paths.accountQuestions.path, 'routes/account/questions.tsx'),
        route(paths.accountInvoices.path, 'routes/account/invoices.tsx'),
        route(paths.accountFollows.path, 'routes/account/follows.tsx'),
        route(paths.accountRatings.path, 'routes/account/ratings.tsx'),
        route(paths.accountContracts.path, 'routes/account/contracts.tsx'),
        route(paths.accountCards.path, 'routes/account/cards.tsx'),
        route(paths.accountAnnouncements.path, 'routes/account/announcements.tsx'),
        route(paths.accountSecurity.path, 'routes/account/security.tsx'),
        route(paths.accountDelete.path, 'routes/account/delete-account.tsx'),
        route(paths.storeOwner.path, 'routes/marketplace/store-owner.tsx'),
      ]),

      // The sections: second-hand, craft and swap from one set of modules; the live auction.
      ...sectionKeys.flatMap(sectionFamily),
      route(paths.auction.path, 'routes/sections/auction-home.tsx'),
      route(paths.auctionBroadcast.path, 'routes/sections/auction-broadcast.tsx'),
      route(paths.auctionAccount.path, 'routes/auction-account/auction-account.tsx'),
      route(paths.auctionUser.path, 'routes/sections/auction-user.tsx'),

      // Content: blog, help centre and the content service's pages.
      route(paths.blog.path, 'routes/content/blog.tsx'),
      route(paths.blogArticleById.path, 'routes/content/blog-article-by-id.tsx'),
      route(paths.blogArticle.path, 'routes/content/blog-article.tsx'),
      route(paths.help.path, 'routes/content/help.tsx'),
      route(paths.staticPage.path, 'routes/content/static-page.tsx'),

      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
