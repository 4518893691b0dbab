/**
 * The members the checks act as. The contract's examples are written for the demo member unless an
 * operation names another with `x-example-member`; they log in through the contract's own login call.
 * The access checks ask for their records as a stranger: a member registered for the run, who has
 * nothing to do with any seeded record (the corporate member, for one, is the store that sold the demo
 * member's orders).
 */
import { CORPORATE_EMAIL, CORPORATE_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/members.ts';
import type { Client } from './client.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** The seeded members the contract's examples name (the demo accounts of docs/running.md). */
export const DEFAULT_MEMBERS: readonly Credentials[] = [
  { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  { email: CORPORATE_EMAIL, password: CORPORATE_PASSWORD },
];

export class Members {
  private readonly tokens = new Map<string, string>();

  private readonly client: Client;
  readonly credentials: readonly Credentials[];

  constructor(client: Client, credentials: readonly Credentials[]) {
    this.client = client;
    this.credentials = credentials;
    if (credentials.length === 0) throw new Error('the example member is needed');
  }

  /** The member examples are written for by default. */
  get primary(): Credentials {
    return this.credentials[0] as Credentials;
  }

  private strangerToken: Promise<string> | undefined;

  /** A new member's session, registered once per run. */
  stranger(): Promise<string> {
    this.strangerToken ??= this.register();
    return this.strangerToken;
  }

  private async register(): Promise<string> {
    const email = `verify.stranger.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = 'Dogrula2024';
    const registered = await this.client.call('POST', '/api/auth/register', { body: { email, password, eMessage: false, eOffer: false, pPData: true } });
    if (registered.status !== 200) throw new Error(`a new member could not register: ${registered.status} ${String(registered.body?.code)}`);
    const token = (registered.body?.data as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') throw new Error('registration answered no token');
    return token;
  }

  /** A session for `email` (the primary member when undefined), logged in once. */
  async token(email: string = this.primary.email): Promise<string> {
    const known = this.tokens.get(email);
    if (known) return known;
    const member = this.credentials.find((m) => m.email.toLowerCase() === email.toLowerCase());
    if (!member) throw new Error(`no password given for ${email} (add --member ${email}:<password>)`);
    const answer = await this.client.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    const token = (answer.body?.data as { token?: unknown } | undefined)?.token;
    if (answer.status !== 200 || typeof token !== 'string') throw new Error(`${member.email} could not log in: ${answer.status} ${String(answer.body?.code)}`);
    this.tokens.set(email, token);
    return token;
  }
}
