/** `carsi-mocks verify`: its options, their help text and their checks. */
import { parseArgs } from 'node:util';
import { DEFAULT_APPROVAL_WAIT_MS } from '../verify/flows/index.ts';
import { DEFAULT_MEMBERS, type Credentials } from '../verify/members.ts';
import { CATEGORIES, type Category } from '../verify/results.ts';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_TIMEOUT_MS } from '../verify/run.ts';
import { targetOf, type Target } from '../verify/target.ts';
import { integerOption, UsageError } from './usage-error.ts';

export const VERIFY_HELP = `Usage: carsi-mocks verify <base-url> [options]

Checks a server that claims the Çarşı contract (the bundled main, content and live specifications):
  examples   every operation's documented example, as the member it is written for, answers 2xx
  invalid    invalid variants of every request (a required field removed, bounds broken, a wrong type,
             malformed JSON) answer 400 with code 1000-1016 naming the field; an oversized body 413
  responses  every answer seen has a status the operation documents and a body its schema allows
  auth       every secured call without a token answers 401
  bola       the example members' records asked for with another member's token answer 404 or 1000-1008
  flows      register → login → cart → coupon → order → cancel and a return; a second-hand offer →
             accept → order → shipped → invoice; a swap offer → accept; a section contract accepted →
             listing created and approved; an auction bid

Run it against a freshly seeded server: it places orders, registers members, and its examples end by
deleting the example member's account. Exit code 0 when every check passed, 1 when one failed.

Options:
  --member <email:password>  A member to act as; repeat it. The first is the example member (default
                             ${DEFAULT_MEMBERS.map((m) => m.email).join(', ')}); every x-example-member of the contract needs one.
  --content-url <url>        Base URL of the content service (default: <base-url>).
  --live-url <url>           Base URL of the live service (default: <base-url>).
  --only <list>              Only these categories, comma-separated (${CATEGORIES.filter((c) => c !== 'responses').join(', ')}).
  --junit <file>             Also write the results as JUnit XML to this file.
  --timeout <ms>             Longest wait for one answer (default ${DEFAULT_TIMEOUT_MS}).
  --approval-wait <ms>       Longest wait for the moderator to approve a new listing (default ${DEFAULT_APPROVAL_WAIT_MS}).
  --body-limit <bytes>       The server's largest accepted body; one byte more must answer 413
                             (default ${DEFAULT_BODY_LIMIT_BYTES}).
  -h, --help                 Show this help.`;

export interface VerifyCliOptions {
  help: boolean;
  target: Target;
  members: readonly Credentials[];
  only?: Category[];
  junit?: string;
  timeoutMs: number;
  approvalWaitMs: number;
  bodyLimitBytes: number;
}

function memberOption(raw: string): Credentials {
  const at = raw.indexOf(':');
  const email = raw.slice(0, at).trim();
  const password = raw.slice(at + 1);
  if (at < 1 || !email.includes('@') || password === '') throw new UsageError(`--member must be email:password, got "${raw}".`);
  return { email, password };
}

function urlOption(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
  } catch {
    // reported below
  }
  throw new UsageError(`${name} must be an http(s) address such as https://staging.example.com, got "${raw}".`);
}

function onlyOption(raw: string): Category[] {
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(CATEGORIES as readonly string[]).includes(name) || name === 'responses');
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`--only takes categories from ${CATEGORIES.filter((c) => c !== 'responses').join(', ')}; unknown: "${unknown.join(', ') || raw}".`);
  }
  return names as Category[];
}

export function parseVerifyOptions(args: string[]): VerifyCliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        member: { type: 'string', multiple: true },
        'content-url': { type: 'string' },
        'live-url': { type: 'string' },
        only: { type: 'string' },
        junit: { type: 'string' },
        timeout: { type: 'string' },
        'approval-wait': { type: 'string' },
        'body-limit': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true, target: targetOf('http://localhost'), members: DEFAULT_MEMBERS, timeoutMs: 0, approvalWaitMs: 0, bodyLimitBytes: 0 };
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'The base URL of the server to verify is missing.' : `One base URL is expected, got ${positionals.length}: ${positionals.join(' ')}.`);
  const base = urlOption('The base URL', positionals[0] ?? '');
  const overrides = {
    ...(values['content-url'] ? { content: urlOption('--content-url', values['content-url']) } : {}),
    ...(values['live-url'] ? { live: urlOption('--live-url', values['live-url']) } : {}),
  };
  if (values.junit !== undefined && values.junit.trim() === '') throw new UsageError('--junit needs a file name.');
  return {
    help: false,
    target: targetOf(base, overrides),
    members: values.member ? values.member.map(memberOption) : DEFAULT_MEMBERS,
    ...(values.only ? { only: onlyOption(values.only) } : {}),
    ...(values.junit ? { junit: values.junit } : {}),
    timeoutMs: values.timeout ? integerOption('timeout', values.timeout, 100, 600_000) : DEFAULT_TIMEOUT_MS,
    approvalWaitMs: values['approval-wait'] ? integerOption('approval-wait', values['approval-wait'], 0, 3_600_000) : DEFAULT_APPROVAL_WAIT_MS,
    bodyLimitBytes: values['body-limit'] ? integerOption('body-limit', values['body-limit'], 1, 1024 * 1024 * 1024) : DEFAULT_BODY_LIMIT_BYTES,
  };
}
