/**
 * Sends a body larger than the server accepts and reads the refusal. A server (or its proxy) may answer
 * 413 as soon as it sees the declared length and close the connection while the body is still being
 * written, which fetch reports as a failure without the answer. So the headers go first, alone: a
 * server that refuses on the declared length answers then; one that reads the body first gets it after
 * a short wait.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

const CHUNK = new Uint8Array(64 * 1024).fill(32);
/** How long the headers wait alone for an early refusal before the body follows. */
const EARLY_ANSWER_MS = 1000;

export function sendOversized(url: string, method: string, headers: Record<string, string>, bytes: number, timeoutMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { method, headers: { ...headers, 'Content-Length': String(bytes) }, timeout: timeoutMs });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      clearTimeout(bodyTimer);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        request.destroy();
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    // A reset after the answer came is the server closing early, as it may.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let left = bytes;
    const write = (): void => {
      while (left > 0 && !request.destroyed && !answered) {
        const part = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= part.length;
        if (!request.write(part)) {
          request.once('drain', write);
          return;
        }
      }
      if (!request.destroyed && !answered) request.end();
    };
    request.flushHeaders();
    const bodyTimer = setTimeout(write, EARLY_ANSWER_MS);
  });
}
