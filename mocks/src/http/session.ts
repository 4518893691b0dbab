/** Bearer tokens → users. */
import { randomToken } from './random-token.ts';
import { CAPS } from '../db/caps.ts';
import { db } from '../db/database.ts';
import { userRowById } from '../db/indexes.ts';
import type { UserRecord } from '../db/types.ts';

export function tokenOf(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The signed-in user of a request, or undefined for a missing, unknown or ended session. */
export function currentUser(request: Request): UserRecord | undefined {
  const token = tokenOf(request);
  if (token === undefined) return undefined;
  const id = db.sessions.get(token);
  const user = id === undefined ? undefined : userRowById(id);
  return user && !user.deleted ? user : undefined;
}

export function openSession(userId: number): string {
  const token = randomToken();
  db.sessions.set(token, userId);
  while (db.sessions.size > CAPS.sessions) {
    const oldest = db.sessions.keys().next().value;
    if (oldest === undefined) break;
    db.sessions.delete(oldest);
  }
  return token;
}

export function endSessionsOf(userId: number): void {
  for (const [token, id] of db.sessions) if (id === userId) db.sessions.delete(token);
}
