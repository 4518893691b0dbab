/**
 * Business constants of spec §9 that the SDK itself applies (envelope success, auth cookie, service
 * timeouts, content cache lifetimes) and what the web app and the mocks share (minimum image sizes, the
 * order creates' idempotency header). UI timings that only the web app applies live in web/src/config/timings.ts.
 */
export const SUCCESS_STATUS = 200;
export const SUCCESS_CODE = 0;

export const AUTH_COOKIE_NAME = 'carsi_token';
export const AUTH_COOKIE_DAYS = 365;

export const SERVICE_TIMEOUT_MS = {
  main: undefined,
  content: 10_000,
  live: 10_000,
} as const satisfies Record<string, number | undefined>;

const HOUR_MS = 60 * 60 * 1000;
export const CACHE_TTL_MS = {
  banner: HOUR_MS,
  mainBanner: HOUR_MS,
  megaMenu: HOUR_MS,
  staticPages: 5 * 60 * 1000,
} as const;

/**
 * The order creates' request header (contract: components/parameters/IdempotencyKey). The web app sends
 * it, the mocks read it, and the mock HTTP server lets browsers send it across origins.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Listing images: below the first is 2000-0052, below the second 2000-0096 (checked by the web app before upload and by the server). */
export const MIN_IMAGE_SIZES = [
  { width: 600, height: 800 },
  { width: 400, height: 400 },
] as const;

/**
 * A seller's percentage discount on a product (spec §9 "discount caps: 60 and 100 percent"): above
 * `product` is 2000-0037, above `whole` (the price would go below zero) 2000-0039. The web app checks
 * them before sending and the mocks enforce them; the contract's discounts tag says why two.
 */
export const DISCOUNT_CAPS = { product: 60, whole: 100 } as const;
