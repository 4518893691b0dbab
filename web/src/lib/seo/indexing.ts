import { paths, sectionPaths } from '@/config/paths.ts';

/**
 * Pages that are one person's and never a search result: the account, carts, checkout, sign-in and
 * registration, in the marketplace and in every section. They carry `noindex` (root.tsx), stay out
 * of the sitemap and are disallowed in robots.txt: one list for the three.
 */
export const privatePathPrefixes: readonly string[] = [
  paths.account.getHref(),
  paths.cart.getHref(),
  paths.checkout.getHref(),
  paths.auth.login.getHref(),
  paths.auth.register.getHref(),
  paths.auth.forgotPassword.getHref(),
  paths.auth.resetPassword.getHref(),
  paths.auctionAccount.getHref(),
  ...Object.values(sectionPaths).flatMap((section) => [section.account.getHref(), section.cart.getHref(), section.checkout.getHref()]),
];

/** Whether `pathname` is one of those pages or below one (`/hesabim/siparislerim/12`). */
export const isPrivatePath = (pathname: string): boolean =>
  privatePathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
