/** What `carsi-mocks verify` takes, and the English refusals of what it does not. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBERS } from '../verify/members.ts';
import { parseVerifyOptions, VERIFY_HELP } from './verify-options.ts';
import { UsageError } from './usage-error.ts';

const refusal = (args: string[]): string => {
  try {
    parseVerifyOptions(args);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${args.join(' ')}`);
};

describe('carsi-mocks verify options', () => {
  it('documents every option and category in --help', () => {
    for (const word of ['--member', '--content-url', '--live-url', '--only', '--junit', '--timeout', '--approval-wait', '--body-limit', 'examples', 'invalid', 'responses', 'auth', 'bola', 'flows']) {
      expect(VERIFY_HELP).toContain(word);
    }
  });

  it('verifies every service at the base URL as the seeded members by default', () => {
    const options = parseVerifyOptions(['https://staging.example.com/gw/']);
    expect(options.target).toEqual({ main: 'https://staging.example.com/gw', content: 'https://staging.example.com/gw', live: 'https://staging.example.com/gw' });
    expect(options.members).toEqual(DEFAULT_MEMBERS);
    expect(options.only).toBeUndefined();
  });

  it('takes members, other service URLs, categories and a JUnit file', () => {
    const options = parseVerifyOptions(['http://api.test', '--member', 'qa@firma.test:Gizli:1', '--member', 'b@firma.test:x', '--live-url', 'http://live.test', '--only', 'auth,bola', '--junit', 'out.xml']);
    expect(options.members).toEqual([{ email: 'qa@firma.test', password: 'Gizli:1' }, { email: 'b@firma.test', password: 'x' }]);
    expect(options.target).toEqual({ main: 'http://api.test', content: 'http://api.test', live: 'http://live.test' });
    expect(options).toMatchObject({ only: ['auth', 'bola'], junit: 'out.xml' });
  });

  it('refuses a missing or bad URL, unknown categories and malformed members', () => {
    expect(refusal([])).toBe('The base URL of the server to verify is missing.');
    expect(refusal(['staging.example.com'])).toMatch(/^The base URL must be an http\(s\) address/);
    expect(refusal(['http://a.test', 'http://b.test'])).toBe('One base URL is expected, got 2: http://a.test http://b.test.');
    expect(refusal(['http://a.test', '--only', 'auth,speed'])).toMatch(/unknown: "speed"/);
    expect(refusal(['http://a.test', '--member', 'nobody'])).toBe('--member must be email:password, got "nobody".');
    expect(refusal(['http://a.test', '--timeout', '5s'])).toBe('--timeout must be a whole number, got "5s".');
  });
});
