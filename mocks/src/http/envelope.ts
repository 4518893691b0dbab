/** The main API's envelope: `{ status: 200, code: 0, data }` on success, ErrorEnvelope on failure. */
import { errorMessages } from '@carsi/sdk/runtime';
import type { ErrorCode, ErrorEnvelope, FieldError } from '@carsi/sdk/main';
import { jsonResponse } from './json-response.ts';

export type { ErrorCode };

export interface OkEnvelope<T> {
  status: 200;
  code: 0;
  message?: string;
  data: T;
}

export function okBody<T>(data: T, message?: string): OkEnvelope<T> {
  return message === undefined ? { status: 200, code: 0, data } : { status: 200, code: 0, message, data };
}

export function ok<T>(data: T, message?: string): Response {
  return jsonResponse(okBody(data, message), 200);
}

/** HTTP status a real server answers with for a catalogue code. */
export function statusForCode(code: ErrorCode): number {
  if (code === '1000-1003' || code === '1000-1009') return 401;
  if (code === '1000-1002') return 429;
  if (code === '1000-1000' || code === '2000-0053' || code === '2000-0057' || code === '2000-0072') return 500;
  if (code === '1000-1006' || code === '1000-1010' || code === '1000-1011' || /^2000-02\d\d$/.test(code)) return 404;
  return 400;
}

export function failBody(status: number, code: ErrorCode, fields?: FieldError[]): ErrorEnvelope {
  const body: ErrorEnvelope = { status, code, message: errorMessages[code], data: null };
  if (fields && fields.length > 0) body.fields = fields;
  return body;
}

export function fail(status: number, code: ErrorCode, fields?: FieldError[]): Response {
  return jsonResponse(failBody(status, code, fields), status);
}

/** `fail` with the status that belongs to the code. */
export function failWith(code: ErrorCode, fields?: FieldError[]): Response {
  return fail(statusForCode(code), code, fields);
}

/** 1000-1016 naming the request fields that failed. */
export function invalid(...fields: string[]): Response {
  return fail(400, '1000-1016', fields.map((field) => ({ field, code: '1000-1016' as const })));
}

export const unauthorized = (): Response => fail(401, '1000-1003');
export const notFound = (code: ErrorCode = '1000-1006'): Response => fail(404, code);
