import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  ibanSchema,
  isValidTcIdentity,
  isValidTrIban,
  mobilePhoneSchema,
  passwordSchema,
  taxNumberSchema,
  tcIdentitySchema,
  validationMessages,
} from './validation.ts';

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('emailSchema', () => {
  it('accepts an address and trims it', () => {
    expect(emailSchema.parse('  ayse@ornek.com.tr ')).toBe('ayse@ornek.com.tr');
  });
  it('asks for an address when empty and rejects a malformed one', () => {
    expect(firstMessage(emailSchema, '')).toBe(validationMessages.emailRequired);
    expect(firstMessage(emailSchema, 'ayse@')).toBe(validationMessages.email);
    expect(firstMessage(emailSchema, 'ayse ornek.com')).toBe(validationMessages.email);
  });
});

describe('passwordSchema', () => {
  it('accepts 8–64 characters with a letter and a digit, Turkish letters included', () => {
    expect(passwordSchema.safeParse('gizli123').success).toBe(true);
    expect(passwordSchema.safeParse('şğüıöç12').success).toBe(true);
    expect(passwordSchema.safeParse(`a1${'x'.repeat(62)}`).success).toBe(true);
  });
  it('rejects short, long, letter-only and digit-only passwords', () => {
    expect(firstMessage(passwordSchema, '')).toBe(validationMessages.passwordRequired);
    expect(firstMessage(passwordSchema, 'abc123')).toBe(validationMessages.passwordLength);
    expect(firstMessage(passwordSchema, `a1${'x'.repeat(63)}`)).toBe(validationMessages.passwordLength);
    expect(firstMessage(passwordSchema, 'sadeceharf')).toBe(validationMessages.passwordMix);
    expect(firstMessage(passwordSchema, '1234567890')).toBe(validationMessages.passwordMix);
  });
});

describe('mobilePhoneSchema', () => {
  it('normalises the usual ways of writing a Turkish mobile number', () => {
    expect(mobilePhoneSchema.parse('5321234567')).toBe('5321234567');
    expect(mobilePhoneSchema.parse('0532 123 45 67')).toBe('5321234567');
    expect(mobilePhoneSchema.parse('+90 (532) 123-45-67')).toBe('5321234567');
  });
  it('rejects landlines, short numbers and letters', () => {
    expect(firstMessage(mobilePhoneSchema, '2121234567')).toBe(validationMessages.mobilePhone);
    expect(firstMessage(mobilePhoneSchema, '532123456')).toBe(validationMessages.mobilePhone);
    expect(firstMessage(mobilePhoneSchema, '53212345678')).toBe(validationMessages.mobilePhone);
    expect(firstMessage(mobilePhoneSchema, '532abc4567')).toBe(validationMessages.mobilePhone);
  });
});

describe('TC identity number', () => {
  it('accepts numbers whose two check digits match', () => {
    expect(isValidTcIdentity('10000000146')).toBe(true);
    expect(isValidTcIdentity('12345678950')).toBe(true);
    expect(tcIdentitySchema.parse(' 10000000146 ')).toBe('10000000146');
  });
  it('rejects a wrong 10th or 11th digit, a leading zero and wrong lengths', () => {
    expect(isValidTcIdentity('10000000156')).toBe(false); // 10th digit off
    expect(isValidTcIdentity('10000000147')).toBe(false); // 11th digit off
    expect(isValidTcIdentity('01234567890')).toBe(false);
    expect(isValidTcIdentity('1000000014')).toBe(false);
    expect(firstMessage(tcIdentitySchema, '11111111111')).toBe(validationMessages.tcIdentity);
  });
});

describe('taxNumberSchema', () => {
  it('accepts exactly ten digits', () => {
    expect(taxNumberSchema.parse('1234567890')).toBe('1234567890');
  });
  it('rejects nine, eleven or non-digit characters', () => {
    expect(firstMessage(taxNumberSchema, '123456789')).toBe(validationMessages.taxNumber);
    expect(firstMessage(taxNumberSchema, '12345678901')).toBe(validationMessages.taxNumber);
    expect(firstMessage(taxNumberSchema, '12345678a0')).toBe(validationMessages.taxNumber);
  });
});

describe('TR IBAN', () => {
  const valid = 'TR330006100519786457841326';
  it('accepts a valid IBAN, spaced or lower-case, and normalises it', () => {
    expect(isValidTrIban(valid)).toBe(true);
    expect(ibanSchema.parse('tr33 0006 1005 1978 6457 8413 26')).toBe(valid);
  });
  it('rejects a wrong check digit, a foreign country and a wrong length', () => {
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(firstMessage(ibanSchema, 'TR00 0000 0000 0000 0000 0000 00')).toBe(validationMessages.iban);
  });
});
