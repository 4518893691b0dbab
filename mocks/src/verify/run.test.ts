/** A server that cannot be verified at all says why at once, instead of failing every check. */
import { describe, expect, it } from 'vitest';
import { verifyProvider, VerifySetupError } from './run.ts';
import { targetOf } from './target.ts';

describe('verifyProvider', () => {
  it('stops with the reason when nothing answers at the address', async () => {
    const run = verifyProvider({ target: targetOf('http://127.0.0.1:1'), timeoutMs: 2000 });
    await expect(run).rejects.toBeInstanceOf(VerifySetupError);
    await expect(run).rejects.toThrow(/^cannot verify http:\/\/127\.0\.0\.1:1: POST \/api\/auth\/login: no answer/);
  });
});
