/** Register, login, forgot/reset password against the user table. */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { db, nextId } from '../db/database.ts';
import type { UserRecord } from '../db/types.ts';
import type { SessionUser } from '@carsi/sdk/main';
import { bool, readJson, str } from '../http/body.ts';
import { fail, invalid, ok } from '../http/envelope.ts';
import { openSession } from '../http/session.ts';
import { isValidEmail, isValidPassword } from '../http/validate.ts';
import { RESET_CODE } from '../db/seed/world.ts';

/** The code every reset e-mail "contains" in the mock. */
export { RESET_CODE };

export function sessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    ...(user.firstName ? { firstName: user.firstName } : {}),
    ...(user.lastName ? { lastName: user.lastName } : {}),
    accountType: user.accountType,
  };
}

const byEmail = (email: string): UserRecord | undefined =>
  db.users.find((u) => !u.deleted && u.email.toLowerCase() === email.toLowerCase());

export const authHandlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const body = await readJson(request);
    const email = str(body.email);
    const password = str(body.password);
    if (!email || !isValidEmail(email)) return invalid('email');
    if (!password) return invalid('password');
    const user = byEmail(email);
    // One answer for an unknown address and a wrong password: login must not tell who has an account.
    if (!user || user.password !== password) return fail(400, '2000-0180');
    return ok({ token: openSession(user.id), user: sessionUser(user) });
  }),

  http.post('*/api/auth/register', async ({ request }) => {
    const body = await readJson(request);
    const email = str(body.email);
    const password = str(body.password);
    const bad = [
      ...(!email || !isValidEmail(email) ? ['email'] : []),
      ...(!password || !isValidPassword(password) ? ['password'] : []),
      ...(bool(body.pPData) !== true ? ['pPData'] : []),
    ];
    if (bad.length > 0 || !email || !password) return invalid(...bad);
    if (byEmail(email)) return fail(400, '1000-1015');
    if (db.users.length >= CAPS.users) return fail(500, '1000-1000');
    const user: UserRecord = {
      id: nextId('user'),
      email,
      password,
      firstName: '',
      lastName: '',
      phone: '',
      phoneVerified: false,
      accountType: 'INDIVIDUAL',
      announcement: { email: bool(body.eMessage) ?? false, call: false, sms: bool(body.eMessage) ?? false },
      consents: { eMessage: bool(body.eMessage) ?? false, eOffer: bool(body.eOffer) ?? false, pPData: true },
      createdAt: new Date().toISOString(),
    };
    db.users.push(user);
    return ok({ token: openSession(user.id), user: sessionUser(user) });
  }),

  http.post('*/api/auth/forgot-password', async ({ request }) => {
    const email = str((await readJson(request)).email);
    if (!email || !isValidEmail(email)) return invalid('email');
    // The same answer whether or not an account uses the address (a code is only "sent" when one does).
    return ok({});
  }),

  http.post('*/api/auth/reset-password', async ({ request }) => {
    const body = await readJson(request);
    const email = str(body.email);
    const newPassword = str(body.newPassword);
    if (!email || !isValidEmail(email)) return invalid('email');
    if (!newPassword || !isValidPassword(newPassword)) return invalid('newPassword');
    if (body.reNewPassword !== newPassword) return invalid('reNewPassword');
    const user = byEmail(email);
    // No code was ever sent to an address without an account: it fails like a wrong code.
    if (!user || str(body.code) !== RESET_CODE) return fail(400, '1000-1012');
    user.password = newPassword;
    return ok({});
  }),
];
