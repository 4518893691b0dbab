/** Installment options of a card at checkout, from its BIN (bank, brand, credit or debit) and the amount to pay; for members, whoever asks. */
import { http } from 'msw';
import { binOf, installmentOptions } from '@mocks/db/card-bins.ts';
import { readJson, str } from '@mocks/http/body.ts';
import { fail, invalid, ok } from '@mocks/http/envelope.ts';
import { withUser } from '../with-user.ts';

export const installmentsHandler = http.post('*/api/marketplace/order/card/info', withUser(async (_user, { request }) => {
  const body = await readJson(request);
  const binNumber = str(body.binNumber) ?? '';
  const amount = typeof body.amount === 'number' && Number.isFinite(body.amount) ? body.amount : undefined;
  const bad = [...(!/^\d{6,8}$/.test(binNumber) ? ['binNumber'] : []), ...(amount === undefined || amount < 0 ? ['amount'] : [])];
  if (bad.length > 0 || amount === undefined) return invalid(...bad);
  const bin = binOf(binNumber);
  // An unknown BIN, or nothing to pay, has no installment options.
  if (!bin || amount === 0) return fail(400, '2000-0056');
  return ok({ binNumber, bankName: bin.bankName, brand: bin.brand, cardType: bin.cardType, installments: installmentOptions(amount, bin.cardType) });
}));
