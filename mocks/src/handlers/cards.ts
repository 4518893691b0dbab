/** Saved payment cards (contract: main/paths/cards.yaml); only masked numbers are answered. */
import { http } from 'msw';
import { binOf } from '../db/card-bins.ts';
import { cardFingerprint } from '../db/card-fingerprint.ts';
import { db, nextId } from '../db/database.ts';
import type { CardRecord } from '../db/types.ts';
import type { Card } from '@carsi/sdk/main';
import { int, readJson, str } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { maskCardNumber } from '../db/seed/orders.ts';
import { withUser } from './with-user.ts';

const view = ({ userId: _owner, fingerprint: _fingerprint, ...card }: CardRecord): Card => card;

/** Unknown BINs: the brand from the card scheme's leading digits. */
const brandOf = (number: string): CardRecord['brand'] =>
  number.startsWith('4') ? 'VISA' : /^3[47]/.test(number) ? 'AMEX' : number.startsWith('9792') || number.startsWith('65') ? 'TROY' : 'MASTERCARD';

export const cardHandlers = [
  http.get('*/api/marketplace/card', withUser((user) => ok(db.cards.filter((c) => c.userId === user.id).map(view)))),

  http.post('*/api/marketplace/card', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const cardAlias = str(body.cardAlias)?.trim();
    const holderName = str(body.holderName)?.trim();
    const cardNumber = str(body.cardNumber);
    const expireMonth = int(body.expireMonth);
    const expireYear = int(body.expireYear);
    const bad = [
      ...(!cardAlias ? ['cardAlias'] : []),
      ...(!holderName || holderName.length < 3 ? ['holderName'] : []),
      ...(!cardNumber || !/^\d{15,19}$/.test(cardNumber) ? ['cardNumber'] : []),
      ...(expireMonth === undefined || expireMonth < 1 || expireMonth > 12 ? ['expireMonth'] : []),
      ...(expireYear === undefined || expireYear < 2024 || expireYear > 2099 ? ['expireYear'] : []),
    ];
    if (bad.length || !cardAlias || !holderName || !cardNumber || expireMonth === undefined || expireYear === undefined) return invalid(...bad);
    const last4 = cardNumber.slice(-4);
    const fingerprint = cardFingerprint(cardNumber);
    // As a payment provider does: the same card (number and expiry) saved again is the card already
    // kept, not a second one — a payment retried with a typed card, or a save whose answer was lost.
    const known = db.cards.find((c) => c.userId === user.id && c.fingerprint === fingerprint && c.expireMonth === expireMonth && c.expireYear === expireYear);
    if (known) return ok(view(known));
    const bin = binOf(cardNumber);
    const card: CardRecord = {
      id: nextId('card'), userId: user.id, cardAlias, holderName,
      maskedNumber: maskCardNumber(cardNumber), lastFourDigits: last4, fingerprint,
      expireMonth, expireYear, brand: bin?.brand ?? brandOf(cardNumber), cardType: bin?.cardType ?? 'CREDIT',
      ...(bin ? { bankName: bin.bankName } : {}), createdAt: new Date().toISOString(),
    };
    db.cards.push(card);
    return ok(view(card));
  })),

  http.delete('*/api/marketplace/card/:id', withUser((user, { params }) => {
    const at = db.cards.findIndex((c) => c.id === int(params.id) && c.userId === user.id);
    if (at < 0) return failWith('2000-0215');
    db.cards.splice(at, 1);
    return ok({});
  })),
];
