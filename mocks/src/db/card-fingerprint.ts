/**
 * A saved card's fingerprint, as a payment provider keeps one: a hash of the full card number, so the
 * store can tell "this card again" without keeping the number. FNV-1a over the digits (two 32-bit
 * lanes): the same everywhere the handlers run (browser, Node), synchronous, and no number is stored.
 */
export function cardFingerprint(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  let low = 0x811c9dc5;
  let high = 0x01000193;
  for (let i = 0; i < digits.length; i += 1) {
    const code = digits.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code ^ (low & 0xff), 0x01000193) >>> 0;
  }
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
}
