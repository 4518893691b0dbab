import { describe, expect, it } from 'vitest';
import type { OrderRecord, ReturnRecord } from '../db/commerce-types.ts';
import type { CommerceSide } from './commerce-side.ts';
import { countReturnedPieces } from './returns.ts';

const order = (): OrderRecord => ({ items: [{ id: 1, returnedQuantity: 0 }, { id: 2, returnedQuantity: 1 }] }) as unknown as OrderRecord;
const request = { items: [{ orderItemId: 1, quantity: 2 }, { orderItemId: 2, quantity: 1 }] } as unknown as ReturnRecord;
const sideCounting = (returnsCountAt: CommerceSide['returnsCountAt']) => ({ returnsCountAt }) as CommerceSide;

describe('when a return\'s pieces count as returned', () => {
  it('counts them at the moment the side names, and only then', () => {
    const atRequest = order();
    countReturnedPieces(sideCounting('request'), atRequest, request, 'request');
    countReturnedPieces(sideCounting('request'), atRequest, request, 'completion');
    expect(atRequest.items.map((item) => item.returnedQuantity)).toEqual([2, 2]);

    const atCompletion = order();
    countReturnedPieces(sideCounting('completion'), atCompletion, request, 'request');
    expect(atCompletion.items.map((item) => item.returnedQuantity)).toEqual([0, 1]);
    countReturnedPieces(sideCounting('completion'), atCompletion, request, 'completion');
    expect(atCompletion.items.map((item) => item.returnedQuantity)).toEqual([2, 2]);
  });

  it('gives the pieces back on a withdrawal where the request counted them; where the seller\'s confirmation counts them, a withdrawal has none to give back', () => {
    const withdrawn = order();
    countReturnedPieces(sideCounting('request'), withdrawn, request, 'request');
    countReturnedPieces(sideCounting('request'), withdrawn, request, 'request', -1);
    expect(withdrawn.items.map((item) => item.returnedQuantity)).toEqual([0, 1]);

    const uncounted = order();
    countReturnedPieces(sideCounting('completion'), uncounted, request, 'request', -1);
    expect(uncounted.items.map((item) => item.returnedQuantity)).toEqual([0, 1]);
  });
});
