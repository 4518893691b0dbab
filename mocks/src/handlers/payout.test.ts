/** The payout account: saved per user, IBAN checksum (2000-0003), identity or tax number (2000-0002). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, resetMocks, server } from '../node.ts';
import { api, data, type ApiAnswer } from '../testing/api.ts';
import { isTurkishIban } from './payout.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const VALID_IBAN = 'TR330006100519786457841326';
const save = (body: unknown, token: string | undefined = DEMO_TOKEN): Promise<ApiAnswer> =>
  api('/api/user/payout-account', { method: 'PUT', body, ...(token ? { token } : {}) });

describe('payout account', () => {
  it('is empty until saved, then answers what was saved', async () => {
    const before = data<{ iban: string; updatedAt: string | null }>(await api('/api/user/payout-account', { token: DEMO_TOKEN }));
    expect(before).toMatchObject({ iban: '', updatedAt: null });
    const saved = await save({ accountHolder: 'Ayşe Yılmaz', iban: 'tr33 0006 1005 1978 6457 8413 26', identityNumber: '10000000146' });
    expect(saved.body.code).toBe(0);
    const after = data<{ iban: string; identityNumber: string }>(await api('/api/user/payout-account', { token: DEMO_TOKEN }));
    expect(after).toMatchObject({ iban: VALID_IBAN, identityNumber: '10000000146' });
  });

  it('refuses a wrong checksum with 2000-0003 and a missing identity and tax number with 2000-0002', async () => {
    expect((await save({ accountHolder: 'Ayşe Yılmaz', iban: 'TR330006100519786457841327', taxNumber: '1234567890' })).body.code).toBe('2000-0003');
    expect((await save({ accountHolder: 'Ayşe Yılmaz', iban: VALID_IBAN })).body.code).toBe('2000-0002');
    expect((await save({ accountHolder: 'A', iban: VALID_IBAN, taxNumber: '1234567890' })).body.code).toBe('1000-1016');
  });

  it('needs a session', async () => {
    expect((await api('/api/user/payout-account')).status).toBe(401);
  });

  it('checks the mod-97 checksum of any TR IBAN', () => {
    expect(isTurkishIban(VALID_IBAN)).toBe(true);
    for (let digit = 0; digit < 10; digit += 1) {
      const changed = `${VALID_IBAN.slice(0, 10)}${digit}${VALID_IBAN.slice(11)}`;
      expect(isTurkishIban(changed)).toBe(changed === VALID_IBAN);
    }
    expect(isTurkishIban('DE89370400440532013000')).toBe(false);
  });
});
