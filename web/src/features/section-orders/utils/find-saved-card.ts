import type { Card, NewCardPayment } from '@carsi/sdk/main';

/**
 * The saved card a card typed at checkout already is: same first six and last four digits, same
 * expiry. A section order takes a saved card, so a typed card is saved first; paying again with it
 * (a refused order, a reload) must use that card instead of saving it a second time.
 */
export function findSavedCard(saved: readonly Card[], typed: Pick<NewCardPayment, 'cardNumber' | 'expireMonth' | 'expireYear'>): Card | undefined {
  const digits = typed.cardNumber.replace(/\D/g, '');
  return saved.find(
    (card) =>
      card.maskedNumber.startsWith(digits.slice(0, 6)) &&
      card.lastFourDigits === digits.slice(-4) &&
      card.expireMonth === typed.expireMonth &&
      card.expireYear === typed.expireYear,
  );
}
