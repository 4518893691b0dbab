/**
 * What the (simulated) payment provider knows about card BINs, and the installment plans it offers.
 * Saving a card (bank, brand, type) and the installment query read this one table.
 */
import type { InstallmentOption } from '@carsi/sdk/main';
import type { CardRecord } from './types.ts';
import { round } from './money.ts';

export interface BinRecord {
  bin: string;
  bankName: string;
  brand: CardRecord['brand'];
  cardType: NonNullable<CardRecord['cardType']>;
}

export const CARD_BINS: readonly BinRecord[] = [
  { bin: '552879', bankName: 'Garanti BBVA', brand: 'MASTERCARD', cardType: 'CREDIT' },
  { bin: '374421', bankName: 'Garanti BBVA', brand: 'AMEX', cardType: 'CREDIT' },
  { bin: '415565', bankName: 'Türkiye İş Bankası', brand: 'VISA', cardType: 'CREDIT' },
  { bin: '435508', bankName: 'Akbank', brand: 'VISA', cardType: 'CREDIT' },
  { bin: '540667', bankName: 'Yapı Kredi', brand: 'MASTERCARD', cardType: 'CREDIT' },
  { bin: '528939', bankName: 'QNB', brand: 'MASTERCARD', cardType: 'CREDIT' },
  { bin: '979204', bankName: 'Ziraat Bankası', brand: 'TROY', cardType: 'DEBIT' },
  { bin: '413252', bankName: 'Halkbank', brand: 'VISA', cardType: 'DEBIT' },
  { bin: '589004', bankName: 'VakıfBank', brand: 'MASTERCARD', cardType: 'PREPAID' },
];

/** The known BIN of a card number or a 6–8 digit BIN (its first six digits decide). */
export const binOf = (digits: string): BinRecord | undefined => CARD_BINS.find((b) => b.bin === digits.slice(0, 6));

/** Installment counts a checkout accepts (2000-0056 otherwise); the provider offers a subset of them per card. */
export const ACCEPTED_INSTALLMENTS: readonly number[] = [1, 2, 3, 6, 9, 12];

/** Credit cards: single payment, 3, 6 and 9 installments with the provider's extra charge in percent. */
const CREDIT_PLANS: readonly { installment: number; interestRate: number }[] = [
  { installment: 1, interestRate: 0 },
  { installment: 3, interestRate: 2 },
  { installment: 6, interestRate: 4.5 },
  { installment: 9, interestRate: 7.5 },
];
/** Below this amount (TRY) even a credit card is charged in one payment. */
export const MIN_INSTALLMENT_AMOUNT = 100;


/** The options for an amount; debit and prepaid cards (and small amounts) only pay at once. */
export function installmentOptions(amount: number, cardType: BinRecord['cardType']): InstallmentOption[] {
  const plans = cardType === 'CREDIT' && amount >= MIN_INSTALLMENT_AMOUNT ? CREDIT_PLANS : CREDIT_PLANS.slice(0, 1);
  return plans.map(({ installment, interestRate }) => {
    const totalAmount = round(amount * (1 + interestRate / 100));
    return { installment, installmentAmount: round(totalAmount / installment), totalAmount, interestRate };
  });
}
