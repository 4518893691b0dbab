import type { CardContent, CardSubject } from '../types.ts';

/**
 * The cache key of a drawn card: the record and everything the card shows of it, so a new price, name
 * or picture draws a new card while an unchanged record is served from memory.
 */
export const cardKey = (subject: CardSubject, content: CardContent): string => JSON.stringify([subject, content]);
