import type { Card } from '@carsi/sdk/main';
import { describe, expect, it } from 'vitest';
import { findSavedCard } from './find-saved-card.ts';

const card = (id: number, maskedNumber: string, expireMonth: number, expireYear: number): Card => ({
  id, cardAlias: 'Maaş kartım', holderName: 'Ayşe Yılmaz', maskedNumber, lastFourDigits: maskedNumber.slice(-4), expireMonth, expireYear, brand: 'VISA',
});

describe('findSavedCard', () => {
  const saved = [card(1, '424242******4242', 12, 2035), card(2, '540061******0004', 3, 2030)];

  it('finds the saved card with the same first six, last four digits and expiry', () => {
    expect(findSavedCard(saved, { cardNumber: '5400610000000004', expireMonth: 3, expireYear: 2030 })?.id).toBe(2);
  });

  it('finds none when the expiry or the digits differ', () => {
    expect(findSavedCard(saved, { cardNumber: '4242424242424242', expireMonth: 11, expireYear: 2035 })).toBeUndefined();
    expect(findSavedCard(saved, { cardNumber: '4242420000004243', expireMonth: 12, expireYear: 2035 })).toBeUndefined();
    expect(findSavedCard([], { cardNumber: '4242424242424242', expireMonth: 12, expireYear: 2035 })).toBeUndefined();
  });
});
