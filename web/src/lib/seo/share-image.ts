import type { Image } from '@carsi/sdk/main';

/** The size of the social cards the shop's server draws (features/social-card). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The picture a shared link shows: the social card the shop's server draws (picture, name and price)
 * or, where the shop has no server (mock mode's single-page app), the record's own first picture.
 */
export function shareImage(cardHref: string, picture: Image | undefined): { url: string; alt?: string; width?: number; height?: number } | undefined {
  if (import.meta.env.VITE_USE_MOCKS === 'true') return picture;
  return { url: cardHref, ...SOCIAL_CARD_SIZE, ...(picture ? { alt: picture.alt } : {}) };
}
