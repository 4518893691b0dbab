/**
 * JSON answers as `HttpResponse.json` makes them (same status, headers and body bytes), with the
 * encoded body kept on the response: the HTTP server then writes those bytes instead of reading the
 * body stream back, which on a small answer cost more than the handler did. In Node the text is
 * encoded once and the response is built from those bytes (its length is the Content-Length),
 * instead of being checked and encoded again for the length, the body and the socket.
 * Anything that reads or replaces the body still sees an ordinary response.
 */
import { HttpResponse } from 'msw';

/** Where the bytes are kept: a property of the response itself (no side table for the GC to sweep). */
const kBytes = Symbol('carsi.jsonBytes');

/** MSW marks a JSON answer whose content type it chose itself; kept so the response is the same. */
const kDefaultContentType = Symbol.for('kDefaultContentType');

/** Node's Buffer when there is one (the HTTP server, tests); the browser worker counts with a Blob. */
interface NodeBuffer {
  allocUnsafe(size: number): Uint8Array;
}
const nodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;

/**
 * The text encoded into one reused buffer, then copied out at its exact length. An answer with Turkish
 * letters is a two-byte string, and `Buffer.from` on one counted its UTF-8 length in a pass of its own
 * before encoding, which took longer than the encoder and the copy together. At most
 * three bytes per UTF-16 unit, so the scratch always fits; answers too large for it are encoded alone.
 */
const encoder = new TextEncoder();
const SCRATCH_LIMIT = 1024 * 1024;
let scratch = new Uint8Array(64 * 1024);

function utf8(buffers: NodeBuffer, text: string): Uint8Array {
  const needed = text.length * 3;
  if (needed > SCRATCH_LIMIT) return encoder.encode(text);
  if (scratch.length < needed) scratch = new Uint8Array(Math.max(needed, scratch.length * 2));
  const { written } = encoder.encodeInto(text, scratch);
  const bytes = buffers.allocUnsafe(written);
  bytes.set(scratch.subarray(0, written));
  return bytes;
}

export function jsonResponse(body: unknown, status: number): Response {
  const text = JSON.stringify(body);
  const bytes = nodeBuffer ? utf8(nodeBuffer, text) : undefined;
  const response = new HttpResponse(bytes ?? text, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes ? bytes.length : new Blob([text]).size) },
  });
  Object.defineProperty(response, kDefaultContentType, { value: true, enumerable: false });
  if (bytes) Object.defineProperty(response, kBytes, { value: bytes, enumerable: false });
  return response;
}

/** The encoded body of a response made by `jsonResponse`, while nobody has read its body yet. */
export function knownBytes(response: Response): Uint8Array | undefined {
  const bytes: unknown = Reflect.get(response, kBytes);
  return bytes instanceof Uint8Array && !response.bodyUsed ? bytes : undefined;
}
