import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error.ts';
import { DEFAULT_FAILURE_MESSAGE, errorMessageFor, errorMessages } from './messages.ts';
import { interpretAnswer, isSuccessAnswer } from './request.ts';

/**
 * Property-based checks (fast-check) of the envelope and error mapping: whatever a server sends —
 * any HTTP status, any body — the runtime answers the envelope's data or throws an ApiError carrying
 * a Turkish message from the catalogue (or the default); it never throws anything else.
 */
const turkish = new Set<string>([...Object.values(errorMessages), DEFAULT_FAILURE_MESSAGE]);

const code = fc.oneof(fc.constantFrom(...Object.keys(errorMessages)), fc.string(), fc.integer(), fc.constant(0), fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty'));
const envelope = fc.record(
  { status: fc.oneof(fc.constantFrom(200, 400, 401, 404, 409, 500), fc.integer()), code, data: fc.anything(), fields: fc.anything(), message: fc.string() },
  { requiredKeys: [] },
);
const body = fc.oneof(envelope, fc.anything());
const httpStatus = fc.oneof(fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 413, 415, 500, 502), fc.integer({ min: 0, max: 999 }));

describe('envelope and error mapping', () => {
  it('answers data or an ApiError with a Turkish message for any status and body', () => {
    fc.assert(
      fc.property(httpStatus, body, (status, answer) => {
        try {
          interpretAnswer(status, answer, undefined);
          expect(isSuccessAnswer(status, answer)).toBe(true);
        } catch (error) {
          expect(isApiError(error)).toBe(true);
          expect(turkish.has((error as ApiError).message)).toBe(true);
          expect(isSuccessAnswer(status, answer)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every code, known or not, a Turkish message', () => {
    fc.assert(
      fc.property(fc.oneof(code.map(String), fc.string({ unit: 'grapheme' })), fc.integer(), (anyCode, status) => {
        const error = new ApiError(anyCode, status);
        return turkish.has(error.message) && error.message === errorMessageFor(anyCode);
      }),
    );
  });
});
