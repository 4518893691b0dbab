import { errorMessageFor } from '@carsi/sdk/runtime';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@/lib/validation.ts';
import { payoutSchema } from './payout-schema.ts';

/** Builds a TR IBAN with correct check digits from 22 account digits (ISO 13616). */
function ibanFrom(bban: string): string {
  const numeric = `${bban}2927` + '00'; // T=29, R=27, check digits 00
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** A small seeded generator so the "property" runs are repeatable. */
function digits(seed: number, count: number): string {
  let state = seed;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out += String(state % 10);
  }
  return out;
}

const base = { accountHolder: 'Ayşe Yılmaz', identityNumber: '10000000146', taxNumber: '' };
const ibanError = (iban: string) => {
  const result = payoutSchema.safeParse({ ...base, iban });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'iban')?.message;
};

describe('payoutSchema', () => {
  it('accepts every IBAN built with correct check digits, typed with spaces or lower case', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const iban = ibanFrom(digits(seed, 22));
      expect(ibanError(iban)).toBeUndefined();
      expect(ibanError(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBeUndefined();
    }
  });

  it('refuses any single changed digit and any swapped pair of different neighbours', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const iban = ibanFrom(digits(seed, 22));
      for (let at = 2; at < iban.length; at += 1) {
        const digit = Number(iban[at]);
        const changed = `${iban.slice(0, at)}${(digit + 1 + (seed % 9)) % 10}${iban.slice(at + 1)}`;
        expect(ibanError(changed)).toBe(validationMessages.iban);
        const next = iban[at + 1];
        if (next !== undefined && next !== iban[at]) {
          expect(ibanError(`${iban.slice(0, at)}${next}${iban[at]}${iban.slice(at + 2)}`)).toBe(validationMessages.iban);
        }
      }
    }
  });

  it('refuses the wrong country, length or characters', () => {
    const iban = ibanFrom(digits(7, 22));
    for (const wrong of ['', 'DE89370400440532013000', iban.slice(0, -1), `${iban}0`, iban.replace(/\d$/, 'X')]) {
      expect(ibanError(wrong)).toBe(validationMessages.iban);
    }
  });

  it('needs an identity or a tax number (2000-0002) and checks whichever is given', () => {
    const iban = ibanFrom(digits(3, 22));
    const none = payoutSchema.safeParse({ accountHolder: 'Ayşe', iban, identityNumber: '', taxNumber: '' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]).toMatchObject({ path: ['identityNumber'], message: errorMessageFor('2000-0002') });
    expect(payoutSchema.safeParse({ accountHolder: 'Ayşe', iban, identityNumber: '', taxNumber: '1234567890' }).success).toBe(true);
    expect(payoutSchema.safeParse({ accountHolder: 'Ayşe', iban, identityNumber: '12345678901', taxNumber: '' }).success).toBe(false);
    expect(payoutSchema.safeParse({ accountHolder: 'Ayşe', iban, identityNumber: '', taxNumber: '12345' }).success).toBe(false);
  });
});
