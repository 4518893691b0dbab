/** The individual seller's payout account: IBAN (2000-0003) and identity or tax number (2000-0002). */
import { http } from 'msw';
import type { UserRecord } from '../db/types.ts';
import { readJson, str } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { isIdentityNumber, isTaxNumber } from '../http/validate.ts';
import { withUser } from './with-user.ts';

/** TR + 24 digits and the ISO 13616 mod-97 checksum. */
export function isTurkishIban(iban: string): boolean {
  if (!/^TR\d{24}$/.test(iban)) return false;
  const numeric = [...(iban.slice(4) + iban.slice(0, 4))].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder === 1;
}

const view = (user: UserRecord) =>
  user.payoutAccount ?? { accountHolder: '', iban: '', identityNumber: null, taxNumber: null, updatedAt: null };

const optional = (value: unknown): string | null => {
  const text = str(value)?.trim();
  return text === undefined || text === '' ? null : text;
};

export const payoutHandlers = [
  http.get('*/api/user/payout-account', withUser((user) => ok(view(user)))),

  http.put('*/api/user/payout-account', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const accountHolder = str(body.accountHolder)?.trim() ?? '';
    const identityNumber = optional(body.identityNumber);
    const taxNumber = optional(body.taxNumber);
    const bad = [
      ...(accountHolder.length < 2 || accountHolder.length > 100 ? ['accountHolder'] : []),
      ...(identityNumber !== null && !isIdentityNumber(identityNumber) ? ['identityNumber'] : []),
      ...(taxNumber !== null && !isTaxNumber(taxNumber) ? ['taxNumber'] : []),
    ];
    if (bad.length) return invalid(...bad);
    const iban = (str(body.iban) ?? '').replace(/\s/g, '').toUpperCase();
    if (!isTurkishIban(iban)) return failWith('2000-0003');
    if (identityNumber === null && taxNumber === null) return failWith('2000-0002');
    user.payoutAccount = { accountHolder, iban, identityNumber, taxNumber, updatedAt: new Date().toISOString() };
    return ok(user.payoutAccount);
  })),
];
