/**
 * Changing (or verifying) the phone number: POST /api/user/phone sends an SMS code, POST
 * /api/user/phone/verify confirms it. Every SMS "contains" PHONE_CODE; it expires after
 * PHONE_CODE_TTL_MS (1000-1014) and a new one can be asked for after PHONE_CODE_RESEND_MS (1000-1002).
 */
import { http } from 'msw';
import { db } from '../db/database.ts';
import { PHONE_CODE_RESEND_MS, PHONE_CODE_TTL_MS } from '../db/timings.ts';
import { readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok } from '../http/envelope.ts';
import { isMobilePhone } from '../http/validate.ts';
import { userInformation } from '../views/account.ts';
import { PHONE_CODE } from '../db/seed/world.ts';
import { withUser } from './with-user.ts';

/** The code every phone-change SMS "contains" in the mock (like the reset-password code). */
export { PHONE_CODE };

export const phoneHandlers = [
  http.post('*/api/user/phone', withUser(async (user, { request }) => {
    const phone = str((await readJson(request)).phone)?.trim() ?? '';
    // The same number as the current one is refused like a malformed one (old and new must differ).
    if (!isMobilePhone(phone) || phone === user.phone) return invalid('phone');
    const now = Date.now();
    const pending = db.phoneChanges.get(user.id);
    if (pending && now - pending.sentAt < PHONE_CODE_RESEND_MS) return failWith('1000-1002');
    const change = { phone, sentAt: now, expiresAt: now + PHONE_CODE_TTL_MS };
    db.phoneChanges.set(user.id, change);
    return ok({ phone, expiresAt: new Date(change.expiresAt).toISOString(), resendAfterSeconds: Math.ceil(PHONE_CODE_RESEND_MS / 1000) });
  })),

  http.post('*/api/user/phone/verify', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const phone = str(body.phone)?.trim() ?? '';
    const code = str(body.code)?.trim() ?? '';
    const bad = [...(!isMobilePhone(phone) ? ['phone'] : []), ...(!/^\d{6}$/.test(code) ? ['code'] : [])];
    if (bad.length > 0) return invalid(...bad);
    const pending = db.phoneChanges.get(user.id);
    if (!pending || pending.phone !== phone) return fail(400, '1000-1004');
    if (Date.now() > pending.expiresAt) return failWith('1000-1014');
    if (code !== PHONE_CODE) return failWith('1000-1013');
    db.phoneChanges.delete(user.id);
    user.phone = phone;
    user.phoneVerified = true;
    return ok(userInformation(user));
  })),
];
