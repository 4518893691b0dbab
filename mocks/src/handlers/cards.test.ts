/** Saved cards as a payment provider keeps them: one card per number and expiry, whoever saves it again. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';
import { MARKETPLACE } from '../db/seed/world.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface CardWire { id: number; maskedNumber: string; lastFourDigits: string; expireMonth: number; expireYear: number; cardAlias: string }

const typed = { cardAlias: 'Alışveriş', holderName: 'Ayşe Yılmaz', cardNumber: MARKETPLACE.newCardNumber, expireMonth: 3, expireYear: 2031 };
const save = async (body: Record<string, unknown>) => api('/api/marketplace/card', { token: DEMO_TOKEN, body });
const savedCards = async (): Promise<CardWire[]> => data<CardWire[]>(await api('/api/marketplace/card', { token: DEMO_TOKEN }));

describe('POST /api/marketplace/card', () => {
  it('answers the card already saved when the same card is saved again (a retried payment), and lists it once', async () => {
    const before = (await savedCards()).length;
    const first = await save(typed);
    expect(first.status).toBe(200);
    // A retry from a second try of the payment: same number and expiry, maybe another alias or spacing.
    const again = await save({ ...typed, cardAlias: 'Ödeme kartı' });
    expect(again.status).toBe(200);
    expect(data<CardWire>(again).id).toBe(data<CardWire>(first).id);
    const cards = await savedCards();
    expect(cards).toHaveLength(before + 1);
    expect(cards.filter((c) => c.lastFourDigits === '6111')).toHaveLength(1);
  });

  it('knows the seeded card by its number: saving it again adds nothing', async () => {
    const [seeded] = await savedCards();
    const again = await save({ cardAlias: 'Tekrar', holderName: 'Ayşe Yılmaz', cardNumber: '5528790000000008', expireMonth: 12, expireYear: 2030 });
    expect(data<CardWire>(again).id).toBe(seeded?.id);
    expect(await savedCards()).toHaveLength(1);
  });

  it('keeps a renewed card (same number, new expiry) and a different card with the same first and last digits apart', async () => {
    const first = data<CardWire>(await save(typed));
    const renewed = data<CardWire>(await save({ ...typed, expireYear: 2033 }));
    expect(renewed.id).not.toBe(first.id);
    // 415565 01 0000 6111 passes Luhn too and masks like the first card, yet is another card.
    const lookalike = await save({ ...typed, cardNumber: '4155650000006111' });
    expect(lookalike.status).toBe(200);
    expect(data<CardWire>(lookalike).maskedNumber).toBe(first.maskedNumber);
    expect(data<CardWire>(lookalike).id).not.toBe(first.id);
    expect(await savedCards()).toHaveLength(4);
  });

  it('never answers the fingerprint it keeps', async () => {
    const card = data<Record<string, unknown>>(await save(typed));
    expect(Object.keys(card)).not.toContain('fingerprint');
    for (const listed of await savedCards()) expect(Object.keys(listed)).not.toContain('fingerprint');
  });
});
