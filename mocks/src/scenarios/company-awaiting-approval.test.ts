import { ApprovalStatus } from '@carsi/sdk/main-models';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data } from '../testing/api.ts';
import { useScenarioWorld } from '../testing/scenario-world.ts';
import { configureWorlds, DEFAULT_WORLD_IDLE_MS } from '../worlds/registry.ts';

const { call, member } = useScenarioWorld('company-awaiting-approval');

interface Information {
  accountType: string;
  companyType?: string;
  approvalStatus?: number;
  companyInformation?: { companyName: string };
}

const HOUR = 3_600_000;
const information = async (): Promise<Information> => data<Information>(await call('/api/user/information', { token: member.token }));

afterEach(() => {
  vi.useRealTimers();
  configureWorlds({ idleMs: DEFAULT_WORLD_IDLE_MS });
});

describe('scenario company-awaiting-approval', () => {
  it('shows a company profile that waits for the administrator, and is approved two days later, not three seconds later', async () => {
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    expect(await information()).toMatchObject({
      accountType: 'INDIVIDUAL',
      companyType: 'COMPANY',
      approvalStatus: ApprovalStatus.AwaitingAdminApproval,
      companyInformation: { companyName: 'Aksoy Seramik Ltd. Şti.' },
    });
    // Only the clock is faked (the server still answers on its socket), and the world outlives two idle days.
    configureWorlds({ idleMs: 3 * 24 * HOUR });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * HOUR });
    expect((await information()).approvalStatus).toBe(ApprovalStatus.AwaitingAdminApproval);
    vi.setSystemTime(Date.now() + 25 * HOUR);
    expect(await information()).toMatchObject({ accountType: 'COMPANY', approvalStatus: ApprovalStatus.Approved });
  });
});
