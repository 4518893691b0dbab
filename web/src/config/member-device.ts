/**
 * Pages are rendered for a visitor. On a member's device (the request carries the session cookie) the
 * server marks `<html>` with this attribute, which hides what only a visitor should see (elements with
 * MEMBER_HIDDEN_ATTRIBUTE, such as "Giriş yap") until the header shows the member's own state and takes
 * the mark away.
 */
export const MEMBER_DEVICE_ATTRIBUTE = 'data-member-device';
export const MEMBER_HIDDEN_ATTRIBUTE = 'data-visitor-only';
/** Hidden, not removed: the header keeps its size. */
export const VISITOR_LINKS_HIDDEN_STYLE = `html[${MEMBER_DEVICE_ATTRIBUTE}] [${MEMBER_HIDDEN_ATTRIBUTE}]{visibility:hidden}`;

/** Whether a `Cookie` header holds the session cookie `name`: a member's device. */
export const holdsSessionCookie = (cookies: string, name: string): boolean => cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${name}=`));

