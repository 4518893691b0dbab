import { describe, expect, it } from 'vitest';
import { verticals } from '../generated/verticals.ts';
import { DEFAULT_SUCCESS_MESSAGE, successMessageFor } from './messages.ts';

describe('successMessageFor', () => {
  it("gives every section family's operation the toast of its family-neutral name", () => {
    for (const { key } of verticals) expect(successMessageFor(`${key}CreateNegotiation`), key).toBe('Teklifiniz gönderildi.');
    expect(successMessageFor('auctionCreateNegotiation')).toBe('Teklifiniz gönderildi.');
  });

  it('falls back to the default for an unknown family or operation', () => {
    expect(successMessageFor('otherCreateNegotiation')).toBe(DEFAULT_SUCCESS_MESSAGE);
    expect(successMessageFor('secondHandNoSuchOperation')).toBe(DEFAULT_SUCCESS_MESSAGE);
    expect(successMessageFor(undefined)).toBe(DEFAULT_SUCCESS_MESSAGE);
  });
});
