import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME } from './constants.ts';
import { readCookie, removeCookie, writeCookie } from './cookie-jar.ts';
import { emitSessionEnded, emitSessionStartedElsewhere, type SessionEndReason } from './session-events.ts';

const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

/** Tabs of this browser share the cookie; this channel tells the others when a session starts or ends. */
type TabMessage = { type: 'started' } | { type: 'ended' };
let channel: BroadcastChannel | undefined | null = null;

function tabChannel(): BroadcastChannel | undefined {
  if (channel !== null) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('carsi-session');
  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    if (event.data.type === 'ended') emitSessionEnded('other-tab');
    else if (event.data.type === 'started') emitSessionStartedElsewhere();
  });
  return channel;
}

function tellOtherTabs(message: TabMessage): void {
  try {
    tabChannel()?.postMessage(message);
  } catch {
    // a closed channel (page unloading): the other tabs re-read the cookie when they become visible
  }
}

/** Starts listening to the other tabs (the app calls it once at start-up). */
export function listenToOtherTabs(): void {
  tabChannel();
}

export function getToken(): string | undefined {
  return readCookie(AUTH_COOKIE_NAME);
}

export function isLoggedIn(): boolean {
  return getToken() !== undefined;
}

export function storeToken(token: string): void {
  writeCookie(AUTH_COOKIE_NAME, token, { expires: AUTH_COOKIE_DAYS, sameSite: 'Lax', secure: isHttps() });
  tellOtherTabs({ type: 'started' });
}

/** Clears the cookie (and with it the Authorization header of every later call). */
export function endSession(reason: SessionEndReason): void {
  removeCookie(AUTH_COOKIE_NAME);
  emitSessionEnded(reason);
  if (reason !== 'other-tab') tellOtherTabs({ type: 'ended' });
}

/**
 * A 401 ends the session only when it answers the token that is still current: a late 401 for a
 * request sent with an old token (or none) must not end a login that happened since.
 */
export function endSessionIfCurrent(sentToken: string | undefined): void {
  if (sentToken !== undefined && sentToken === getToken()) endSession('unauthorized');
}
