import { describe, expect, it } from 'vitest';
import { cardMessages, isExpired, newCardSchema, passesLuhn } from './card-schema.ts';

const card = { holderName: 'Ayşe Yılmaz', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123', saveCard: false, cardAlias: '' };
const messagesOf = (values: typeof card) => {
  const result = newCardSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('new card', () => {
  it('checks the Luhn digit and the expiry month', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isExpired('10/26', new Date(2026, 10, 22))).toBe(true);
    expect(isExpired('11/26', new Date(2026, 10, 22))).toBe(false);
  });

  it('answers what the payment call needs', () => {
    expect(newCardSchema.parse(card)).toEqual({
      cardAlias: 'Kartım 4242', holderName: 'Ayşe Yılmaz', cardNumber: '4242424242424242', expireMonth: 12, expireYear: 2035, cvc: '123', saveCard: false,
    });
  });

  it('gives Turkish reasons', () => {
    expect(messagesOf({ ...card, cardNumber: '4242 4242 4242 4241' })).toEqual([cardMessages.cardNumber]);
    expect(messagesOf({ ...card, expiry: '13/30' })).toEqual([cardMessages.expiry]);
    expect(messagesOf({ ...card, expiry: '01/20' })).toEqual([cardMessages.expired]);
    expect(messagesOf({ ...card, cvc: '12' })).toEqual([cardMessages.cvc]);
    expect(messagesOf({ ...card, saveCard: true })).toEqual([cardMessages.cardAlias]);
  });
});
