import { ApiError } from '@carsi/sdk/runtime';
import { describe, expect, it } from 'vitest';
import { contractStatusAfter } from './contract-status.ts';

describe('contractStatusAfter (spec §4)', () => {
  it('gives ACCEPTED on a success', () => {
    expect(contractStatusAfter({ ok: true })).toBe('ACCEPTED');
  });

  it('keeps PENDING when the server answered with a non-success code', () => {
    expect(contractStatusAfter({ ok: false, error: new ApiError('1000-1007', 400) })).toBe('PENDING');
    expect(contractStatusAfter({ ok: false, error: new ApiError('2000-0209', 404) })).toBe('PENDING');
  });

  it('gives DENIED on an error: no answer, a server failure or anything unexpected', () => {
    expect(contractStatusAfter({ ok: false, error: new ApiError('1000-1000', 0) })).toBe('DENIED');
    expect(contractStatusAfter({ ok: false, error: new ApiError('1000-1000', 500) })).toBe('DENIED');
    expect(contractStatusAfter({ ok: false, error: new TypeError('Failed to fetch') })).toBe('DENIED');
  });
});
