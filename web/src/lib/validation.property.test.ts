import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMessages, newCardSchema, passesLuhn } from './card-schema.ts';
import {
  discountedPrice,
  discountRateSchema,
  ibanSchema,
  isValidTcIdentity,
  isValidTrIban,
  MAX_PRICE,
  mobilePhoneSchema,
  parseTurkishPrice,
  priceSchema,
  taxNumberSchema,
  tcIdentitySchema,
  validationMessages,
} from './validation.ts';

/**
 * Property-based checks (fast-check): for any input a validator answers a value or one of its Turkish
 * messages and never throws; values built to be valid pass, and a single changed digit is caught.
 */
const turkishMessages = new Set<string>([...Object.values(validationMessages), ...Object.values(cardMessages)]);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[\d\s+().-]{0,24}$/), fc.constantFrom('', ' ', '\u0000', 'TR', '٣٣٣', '１２３'));

/** Every failure carries one of the Turkish messages, and nothing throws. */
function answersOrExplains(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) {
  fc.assert(
    fc.property(fc.oneof(anyText, fc.anything()), (input) => {
      const result = schema.safeParse(input);
      if (!result.success) {
        const messages = result.error?.issues.map((issue) => issue.message) ?? [];
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(turkishMessages.has(message) || /[ğüşıöçĞÜŞİÖÇ]|girin|olmalı/.test(message), message).toBe(true);
      }
    }),
    { numRuns: 300 },
  );
}

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });

/** A TC kimlik no with correct checksums from nine random digits (the first not zero). */
const validTcIdentity = fc.tuple(fc.integer({ min: 1, max: 9 }), digits(8)).map(([first, rest]) => {
  const d = [first, ...rest];
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = [...d, tenth].reduce((sum, digit) => sum + digit, 0) % 10;
  return [...d, tenth, eleventh].join('');
});

/** A TR IBAN with correct ISO 13616 check digits from 22 random digits. */
const validIban = digits(22).map((bban) => {
  const body = bban.join('');
  const numeric = `${body}2927` + '00'; // "TR" → 29 27, check digits 00
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  const check = String(98 - remainder).padStart(2, '0');
  return `TR${check}${body}`;
});

/** A card number of 16 digits passing Luhn. */
const validCardNumber = digits(15).map((head) => {
  const partial = head.join('');
  for (let last = 0; last <= 9; last += 1) if (passesLuhn(partial + last)) return partial + last;
  throw new Error('unreachable');
});

/** Changes one digit of `value` at `index` to a different digit. */
const changeOneDigit = (value: string, index: number, delta: number): string => {
  const positions = [...value].map((ch, i) => (/\d/.test(ch) ? i : -1)).filter((i) => i >= 0);
  const at = positions[index % positions.length] ?? 0;
  const next = (Number(value[at]) + delta) % 10;
  return value.slice(0, at) + String(next) + value.slice(at + 1);
};

describe('identity number (TC kimlik no)', () => {
  it('accepts every number with correct checksums', () => {
    fc.assert(fc.property(validTcIdentity, (id) => isValidTcIdentity(id) && tcIdentitySchema.safeParse(` ${id} `).success));
  });
  it('refuses any single changed digit of a valid number', () => {
    fc.assert(fc.property(validTcIdentity, fc.nat(10), fc.integer({ min: 1, max: 9 }), (id, index, delta) => !isValidTcIdentity(changeOneDigit(id, index, delta))));
  });
  it('answers any input with a value or the Turkish message', () => answersOrExplains(tcIdentitySchema));
});

describe('tax number', () => {
  it('accepts any ten digits and refuses other lengths', () => {
    fc.assert(fc.property(digits(10), (d) => taxNumberSchema.safeParse(d.join('')).success));
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 20 }).filter((d) => d.length !== 10), (d) => !taxNumberSchema.safeParse(d.join('')).success));
  });
  it('answers any input with a value or the Turkish message', () => answersOrExplains(taxNumberSchema));
});

describe('IBAN', () => {
  it('accepts every TR IBAN with correct check digits, typed in groups or lower case', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        const grouped = iban.toLowerCase().replace(/(.{4})/g, '$1 ');
        return isValidTrIban(iban) && ibanSchema.safeParse(grouped).data === iban;
      }),
    );
  });
  it('refuses any single changed digit', () => {
    fc.assert(fc.property(validIban, fc.nat(23), fc.integer({ min: 1, max: 9 }), (iban, index, delta) => !isValidTrIban(changeOneDigit(iban, index, delta))));
  });
  it('answers any input with a value or the Turkish message', () => answersOrExplains(ibanSchema));
});

describe('mobile phone', () => {
  const mobile = digits(9).map((rest) => `5${rest.join('')}`);
  it('reads the usual ways of writing a number as 5xxxxxxxxx', () => {
    fc.assert(
      fc.property(mobile, fc.constantFrom('', '0', '+90 ', '90', '0 ('), (number, prefix) => {
        const typed = `${prefix}${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6, 8)} ${number.slice(8)}`;
        return mobilePhoneSchema.safeParse(typed).data === number;
      }),
    );
  });
  it('answers any input with a value or the Turkish message', () => answersOrExplains(mobilePhoneSchema));
});

describe('card number', () => {
  const card = { holderName: 'Ayşe Yılmaz', expiry: '12/39', cvc: '123', saveCard: false, cardAlias: '' };
  it('accepts every Luhn-valid number, with or without spaces', () => {
    fc.assert(
      fc.property(validCardNumber, (number) => {
        const spaced = number.replace(/(.{4})/g, '$1 ').trim();
        return newCardSchema.safeParse({ ...card, cardNumber: spaced }).data?.cardNumber === number;
      }),
    );
  });
  it('refuses any single changed digit (Luhn catches them all)', () => {
    fc.assert(fc.property(validCardNumber, fc.nat(15), fc.integer({ min: 1, max: 9 }), (number, index, delta) => !passesLuhn(changeOneDigit(number, index, delta))));
  });
  it('answers any card input with a payment or Turkish messages', () => {
    fc.assert(
      fc.property(fc.record({ holderName: anyText, cardNumber: anyText, expiry: anyText, cvc: anyText, saveCard: fc.boolean(), cardAlias: anyText }), (input) => {
        const result = newCardSchema.safeParse(input);
        if (result.success) return /^\d{15,19}$/.test(result.data.cardNumber);
        return result.error.issues.every((issue) => turkishMessages.has(issue.message) || issue.path.includes('cardAlias'));
      }),
      { numRuns: 300 },
    );
  });
});

describe('prices and discounts', () => {
  const kurus = fc.integer({ min: 1, max: MAX_PRICE * 100 });
  it('reads a price written the Turkish way back to the same amount', () => {
    fc.assert(
      fc.property(kurus, (k) => {
        const amount = k / 100;
        const typed = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
        return parseTurkishPrice(typed) === amount && parseTurkishPrice(`${typed} TL`) === amount && priceSchema.safeParse(typed).data === amount;
      }),
    );
  });
  it('never gives NaN, a negative or an over-limit price', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^[\d.,₺ -]{0,16}$/)), (typed) => {
        const amount = parseTurkishPrice(typed);
        const parsed = priceSchema.safeParse(typed);
        return (amount === undefined || (Number.isFinite(amount) && amount >= 0)) && (!parsed.success || (parsed.data > 0 && parsed.data <= MAX_PRICE));
      }),
    );
  });
  it('a discount keeps the price between zero and the original, to the kuruş', () => {
    fc.assert(
      fc.property(fc.oneof(kurus.map((k) => k / 100), fc.double()), fc.oneof(fc.integer({ min: -50, max: 150 }), fc.double()), (price, rate) => {
        const after = discountedPrice(price, rate);
        return Number.isFinite(after) && after >= 0 && (!(price > 0) || after <= price + 0.005) && Math.round(after * 100) === Math.round(after * 100 + 1e-9);
      }),
    );
  });
  it('answers any discount rate with 0–100 or the Turkish message', () => answersOrExplains(discountRateSchema));
  it('answers any price with an amount or the Turkish message', () => answersOrExplains(priceSchema));
});
