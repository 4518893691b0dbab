import { describe, expect, it } from 'vitest';
import { data } from '../testing/api.ts';
import { inWorld } from '../testing/world-server.ts';
import { useScenarioWorld } from '../testing/scenario-world.ts';

const { mocks, call, member } = useScenarioWorld('new-member');

describe('scenario new-member', () => {
  it('signs in a member with nothing saved yet and an empty cart', async () => {
    const login = await call('/api/auth/login', { body: { email: member.email, password: member.password } });
    expect(login.status).toBe(200);
    const token = member.token;
    expect(data<{ email: string; firstName: string; accountType: string }>(await call('/api/user/information', { token }))).toMatchObject({ email: 'elif.demir@carsi.test', firstName: 'Elif', accountType: 'INDIVIDUAL' });
    expect(data<{ items: unknown[]; total: number }>(await call('/api/marketplace/cart', { token }))).toMatchObject({ items: [], total: 0 });
    expect(data(await call('/api/user/addresses', { token }))).toEqual([]);
    expect(data(await call('/api/marketplace/card', { token }))).toEqual([]);
    expect(data<{ items: unknown[] }>(await call('/api/marketplace/order/list', { token })).items).toEqual([]);
    expect(data<{ items: unknown[] }>(await call('/api/marketplace/favorite', { token })).items).toEqual([]);
    expect(data(await call('/api/marketplace/follow', { token }))).toEqual([]);
  });

  it('exists only in worlds started from the scenario', async () => {
    const seedOnly = inWorld(mocks, 'test-new-member-seed');
    expect((await seedOnly('/api/auth/login', { body: { email: member.email, password: member.password } })).body.code).toBe('2000-0180');
    expect((await seedOnly('/api/user/information', { token: member.token })).status).toBe(401);
  });
});
