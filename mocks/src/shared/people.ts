/** Members as others see them: the display name ("Ayşe Y.") and a member that still exists. */
import { userRowById } from '../db/indexes.ts';
import type { UserRecord } from '../db/types.ts';

/**
 * A letter upper-cased the Turkish way (i → İ). Remembered per letter: ICU takes microseconds per
 * call, and a listing page shows a seller name on every card.
 */
const upperInitials = new Map<string, string>();
function upperInitial(letter: string): string {
  let upper = upperInitials.get(letter);
  if (upper === undefined) {
    upper = letter.toLocaleUpperCase('tr-TR');
    if (upperInitials.size >= 1024) upperInitials.clear();
    upperInitials.set(letter, upper);
  }
  return upper;
}

export const displayName = (user: UserRecord | undefined): string =>
  user ? `${user.firstName || user.email.split('@')[0] || 'Üye'} ${upperInitial((user.lastName || '').charAt(0))}.`.trim() : 'Silinmiş üye';

export const userById = (id: number): UserRecord | undefined => {
  const user = userRowById(id);
  return user && !user.deleted ? user : undefined;
};
