import { errorMessages } from '@carsi/sdk/runtime';
import { describe, expect, it } from 'vitest';
import { checkDiscountRate, priceAfter } from './discount-rate.ts';

describe('checkDiscountRate', () => {
  it('takes a whole percentage from 1 to 60, with or without the % sign', () => {
    expect(checkDiscountRate('25')).toEqual({ rate: 25 });
    expect(checkDiscountRate(' %60 ')).toEqual({ rate: 60 });
    expect(checkDiscountRate('1%')).toEqual({ rate: 1 });
  });

  it('answers the catalogue’s words above 60 and above 100', () => {
    expect(checkDiscountRate('61').error).toBe(errorMessages['2000-0037']);
    expect(checkDiscountRate('100').error).toBe(errorMessages['2000-0037']);
    expect(checkDiscountRate('101').error).toBe(errorMessages['2000-0039']);
  });

  it('says what is wrong with an empty, a fractional, a zero or a negative value', () => {
    expect(checkDiscountRate('  ').error).toBe('Lütfen indirim oranını girin.');
    expect(checkDiscountRate('12,5').error).toBe('İndirim oranı tam sayı olmalı (ör. 25).');
    expect(checkDiscountRate('on').error).toBe('İndirim oranı tam sayı olmalı (ör. 25).');
    expect(checkDiscountRate('0').error).toBe('İndirim oranı en az %1 olmalı.');
    expect(checkDiscountRate('-5').error).toBe('İndirim oranı en az %1 olmalı.');
  });
});

describe('priceAfter', () => {
  it('takes the percentage off to the kuruş', () => {
    expect(priceAfter(759.9, 25)).toBe(569.93);
    expect(priceAfter(1000, 60)).toBe(400);
  });
});
