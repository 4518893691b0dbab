/**
 * The video of a LIVE broadcast, as the live service's HLS stream (`streamUrl` of GET
 * /live/broadcast/{id}: `<live service>/live/hls/<id>/index.m3u8`). Not a contract operation: a player
 * reads it, as it would from the service's CDN.
 *
 * The pictures are four committed MPEG-TS segments of 2 s (mocks/fixtures/live-stream, written once by
 * mocks/scripts/make-live-fixture.sh) that loop. The playlist is a live one (no end, a sliding window)
 * whose media sequence follows the clock: segment n is the one that finished n × 2 s after the stream
 * went on air (STREAM_EPOCH), so every client of one backend sees the same live edge, and a fake clock
 * moves it. Segment n plays fixture n mod 4, and a discontinuity marks every return to the first
 * fixture (its time stamps start over).
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db/database.ts';
import { int } from '../http/body.ts';

export const STREAM_SEGMENT_SECONDS = 2;
const SEGMENT_MS = STREAM_SEGMENT_SECONDS * 1000;
/** How many segments the playlist lists: the live edge and the five before it (12 s). */
export const STREAM_WINDOW = 6;
/**
 * When the stream went on air: a full window before this backend started (the first playlist already
 * lists STREAM_WINDOW segments), on a segment boundary. Counting from here rather than from 1970 keeps
 * the sequence and discontinuity numbers small: with numbers in the hundreds of millions hls.js 1.7
 * spent seconds of CPU on each segment in Chromium and never caught up with the live edge.
 */
export const STREAM_EPOCH = Math.floor(Date.now() / SEGMENT_MS) * SEGMENT_MS - STREAM_WINDOW * SEGMENT_MS;
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';

/**
 * The fixture's segments. Literal `new URL(…, import.meta.url)`s: in Node they are the files; a
 * browser build (Vite) copies each into its assets and writes the copy's address here.
 */
const FIXTURE_SEGMENTS = [
  new URL('../../fixtures/live-stream/segment-0.mpegts', import.meta.url),
  new URL('../../fixtures/live-stream/segment-1.mpegts', import.meta.url),
  new URL('../../fixtures/live-stream/segment-2.mpegts', import.meta.url),
  new URL('../../fixtures/live-stream/segment-3.mpegts', import.meta.url),
] as const;

/** The address of a broadcast's stream beside the live service's broadcast call that names it. */
export function streamUrlOf(broadcastRequestUrl: string, broadcastId: number): string {
  // `…/live/broadcast/318` → `…/live/hls/318/index.m3u8`, keeping whatever prefix the service has.
  return new URL(`../hls/${broadcastId}/index.m3u8`, broadcastRequestUrl).href;
}

/** The newest segment that has finished at `now` (-1: none yet). */
export const liveEdgeAt = (now: number, epoch = STREAM_EPOCH): number => Math.max(-1, Math.floor((now - epoch) / SEGMENT_MS) - 1);

const fixtureOf = (sequence: number): number => sequence % FIXTURE_SEGMENTS.length;

/** The live media playlist at `now`: the window of segments ending at the live edge. */
export function livePlaylist(now: number, epoch = STREAM_EPOCH): string {
  const last = liveEdgeAt(now, epoch);
  const first = Math.max(0, last - STREAM_WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${STREAM_SEGMENT_SECONDS}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Segment n's discontinuity number is floor(n / 4); the first listed segment carries no tag.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / FIXTURE_SEGMENTS.length)}`,
  ];
  for (let sequence = first; sequence <= last; sequence += 1) {
    const restarts = fixtureOf(sequence) === 0 && sequence !== first;
    if (restarts) lines.push('#EXT-X-DISCONTINUITY');
    if (restarts || sequence === first) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(epoch + sequence * SEGMENT_MS).toISOString()}`);
    lines.push(`#EXTINF:${STREAM_SEGMENT_SECONDS.toFixed(3)},`, `segment-${sequence}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

const bytes = new Map<number, Promise<ArrayBuffer>>();

async function readFixture(url: URL): Promise<ArrayBuffer> {
  if (url.protocol === 'file:') {
    // Node (Vitest, `npm run mocks:serve`); taken at run time so no bundler sees a Node module here.
    const fs = globalThis.process.getBuiltinModule('node:fs/promises');
    const file = await fs.readFile(url);
    return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  }
  // The browser: the build's copy, fetched past the mock worker (no handler answers /assets/…).
  const response = await fetch(url);
  if (!response.ok) throw new Error(`live stream fixture ${url.href}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** A fixture segment's bytes, read once. */
function segmentBytes(index: number): Promise<ArrayBuffer> {
  let read = bytes.get(index);
  if (!read) {
    const url = FIXTURE_SEGMENTS[index];
    if (!url) return Promise.reject(new Error(`no live stream fixture ${index}`));
    read = readFixture(url);
    bytes.set(index, read);
    read.catch(() => bytes.delete(index));
  }
  return read;
}

const notFound = (): HttpResponse<string> => new HttpResponse('Yayın akışı bulunamadı.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const isStreaming = (id: number | undefined): boolean => db.broadcasts.some((b) => b.id === id && b.status === 'LIVE');

export const liveStreamHandlers = [
  http.get('*/live/hls/:id/index.m3u8', ({ params }) => {
    if (!isStreaming(int(params.id))) return notFound();
    return new HttpResponse(livePlaylist(Date.now()), { headers: { 'Content-Type': PLAYLIST_TYPE, 'Cache-Control': 'no-cache' } });
  }),
  http.get('*/live/hls/:id/:segment', async ({ params }) => {
    const sequence = /^segment-(\d{1,15})\.ts$/.exec(String(params.segment))?.[1];
    if (!isStreaming(int(params.id)) || sequence === undefined) return notFound();
    const n = Number(sequence);
    // A segment is there once it has finished, for as long as the service keeps it (any past one here).
    if (n > liveEdgeAt(Date.now())) return notFound();
    const body = await segmentBytes(fixtureOf(n));
    return new HttpResponse(body, { headers: { 'Content-Type': SEGMENT_TYPE, 'Cache-Control': 'public, max-age=3600' } });
  }),
];
