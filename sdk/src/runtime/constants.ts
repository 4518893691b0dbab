/** Business constants and timings of spec §9: the one place every part of Çarşı reads them from. */
export const SUCCESS_STATUS = 200;
export const SUCCESS_CODE = 0;

export const AUTH_COOKIE_NAME = 'carsi_token';
export const AUTH_COOKIE_DAYS = 365;

export const TOAST_DURATION_MS = 1500;

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

export const PROFILE_RELOAD_MS = 1200;
export const ACCOUNT_END_REDIRECT_MS = 2000;
export const RELOAD_AFTER_CHANGE_MS = 1000;
export const CARGO_CHECK_BUSY_MS = 1000;

export const MIN_IMAGE_SIZES = [
  { width: 600, height: 800 },
  { width: 400, height: 400 },
] as const;

export const DISCOUNT_CAPS_PERCENT = { marketplace: 60, absolute: 100 } as const;
export const DEFAULT_DRAFT_PRICE = 0;
