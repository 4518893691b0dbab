import { describe, expect, it } from 'vitest';
import { formatDate, formatDayAndTime, formatNumber, formatPrice, toTurkishLowerCase, toTurkishUpperCase } from './format.ts';

// Intl may separate the symbol with a (narrow) no-break space; compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('uses Turkish grouping, a decimal comma and the lira sign', () => {
    expect(plain(formatPrice(1234.5))).toBe('₺1.234,50');
    expect(plain(formatPrice(0))).toBe('₺0,00');
    expect(plain(formatPrice(1_000_000))).toBe('₺1.000.000,00');
  });
  it('rounds to kuruş', () => {
    expect(plain(formatPrice(9.999))).toBe('₺10,00');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a dot and writes decimals after a comma', () => {
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatNumber(4.5)).toBe('4,5');
    expect(formatNumber(0)).toBe('0');
  });

  it('keeps at most the decimals asked for', () => {
    expect(formatNumber(4.26, 1)).toBe('4,3');
    expect(formatNumber(4.2567)).toBe('4,257');
  });
});

describe('formatNumber and formatPrice against Intl', () => {
  // Written by hand to spare the page Intl's locale data; they must still write what Intl writes.
  const intlNumber = (digits: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: digits });
  const intlPrice = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
  const edgeCases = [0, -0, 1, -1, 0.5, 1.005, 2.675, 9.9995, 999.9999, 1000, 123456.785, -1234.565, 1e15, 0.0004, -0.0004, NaN, Infinity, -Infinity];
  let seed = 12;
  const random = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const samples = [...edgeCases, ...Array.from({ length: 2000 }, (_, index) => (random() - 0.3) * 10 ** (index % 10))];

  it('writes every sample as Intl does', () => {
    const differences = samples.flatMap((value) =>
      [0, 1, 2, 3].flatMap((digits) => (formatNumber(value, digits) === intlNumber(digits).format(value) ? [] : [`${value}/${digits}: ${formatNumber(value, digits)} ≠ ${intlNumber(digits).format(value)}`])),
    );
    const priceDifferences = samples.flatMap((value) => (plain(formatPrice(value)) === plain(intlPrice.format(value)) ? [] : [`${value}: ${formatPrice(value)} ≠ ${intlPrice.format(value)}`]));
    expect([...differences, ...priceDifferences]).toEqual([]);
  });
});

describe('Turkish casing', () => {
  it('upper-cases i to İ and ı to I', () => {
    expect(toTurkishUpperCase('istanbul')).toBe('İSTANBUL');
    expect(toTurkishUpperCase('ılık çiçek')).toBe('ILIK ÇİÇEK');
  });
  it('lower-cases I to ı and İ to i', () => {
    expect(toTurkishLowerCase('ISPARTA İZMİR')).toBe('ısparta izmir');
  });
});

describe('formatDate', () => {
  it('writes the Turkish month name', () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('22 Kasım 2026');
  });
  it('reads ISO strings and timestamps', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22 Kasım 2026');
    expect(formatDate(new Date(2026, 0, 5).getTime())).toBe('5 Ocak 2026');
  });
  it('writes what Intl writes for Turkish, every month and across the day', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });
    for (let month = 0; month < 12; month += 1) {
      for (const [day, hour] of [[1, 0], [15, 12], [28, 23]] as const) {
        const date = new Date(2026, month, day, hour, 59);
        expect(formatDate(date)).toBe(intl.format(date));
      }
    }
    expect(formatDate(new Date(999, 0, 5))).toBe(intl.format(new Date(999, 0, 5)));
  });
  it('says "—" for a missing or unreadable value instead of throwing', () => {
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('dün')).toBe('—');
    expect(formatDate(Number.NaN)).toBe('—');
    expect(formatDate(new Date('invalid'))).toBe('—');
  });
});

describe('formatDayAndTime', () => {
  it('writes the day, the Turkish month and the time as Intl does', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
    for (const date of [new Date(2026, 10, 22, 14, 30), new Date(2026, 0, 5, 4, 7), new Date(2026, 7, 31, 0, 0), new Date(2026, 11, 1, 23, 59)]) {
      expect(formatDayAndTime(date)).toBe(intl.format(date));
    }
    expect(formatDayAndTime('2026-11-22T11:30:00Z')).toBe(intl.format(new Date('2026-11-22T11:30:00Z')));
  });
  it('says "—" for a missing or unreadable value', () => {
    expect(formatDayAndTime(undefined)).toBe('—');
    expect(formatDayAndTime('yarın')).toBe('—');
  });
});
