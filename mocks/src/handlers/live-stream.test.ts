/** The live test stream of a LIVE broadcast, as a player reads it from `npm run mocks:serve`. */
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetAll } from '../control/reset.ts';
import { createMockHttpServer, listen } from '../http-server.ts';
import { api, data } from '../testing/api.ts';
import { handlers } from './index.ts';
import { livePlaylist, PLAYLIST_TYPE, SEGMENT_TYPE, STREAM_EPOCH, STREAM_SEGMENT_SECONDS, STREAM_WINDOW } from './live-stream.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createMockHttpServer(handlers);
  base = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterEach(() => {
  vi.useRealTimers();
  resetAll();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Only the clock is fake: the server's sockets and timers keep running. */
const setClock = (sinceOnAir: number): void => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(STREAM_EPOCH + sinceOnAir);
};

const tag = (playlist: string, name: string): number => Number(new RegExp(`^#${name}:(\\d+)$`, 'm').exec(playlist)?.[1] ?? NaN);
const segmentsOf = (playlist: string): string[] => playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

describe('live stream', () => {
  it('gives a LIVE broadcast a stream address on the live service and the others none', async () => {
    const live = data<{ status: string; streamUrl?: string }>(await api('/live/broadcast/301', { base }));
    expect(live).toMatchObject({ status: 'LIVE', streamUrl: `${base}/live/hls/301/index.m3u8` });
    const scheduled = data<{ status: string; streamUrl?: string }>(await api('/live/broadcast/302', { base }));
    const ended = data<{ status: string; streamUrl?: string }>(await api('/live/broadcast/303', { base }));
    expect([scheduled.status, ended.status]).toEqual(['SCHEDULED', 'ENDED']);
    expect(scheduled.streamUrl).toBeUndefined();
    expect(ended.streamUrl).toBeUndefined();
    expect((await fetch(`${base}/live/hls/302/index.m3u8`)).status).toBe(404);
  });

  it('serves a live playlist whose window moves on with the clock, and its segments as MPEG-TS', async () => {
    setClock(60_500);
    const answer = await fetch(`${base}/live/hls/301/index.m3u8`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(PLAYLIST_TYPE);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const playlist = await answer.text();
    expect(playlist.startsWith('#EXTM3U\n')).toBe(true);
    // Live: no end and not a recording.
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(playlist).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(tag(playlist, 'EXT-X-TARGETDURATION')).toBe(STREAM_SEGMENT_SECONDS);
    const segments = segmentsOf(playlist);
    expect(segments).toHaveLength(STREAM_WINDOW);
    const first = tag(playlist, 'EXT-X-MEDIA-SEQUENCE');
    expect(segments[0]).toBe(`segment-${first}.ts`);

    // One segment later the window has moved on by one.
    setClock(62_500);
    const later = await (await fetch(`${base}/live/hls/301/index.m3u8`)).text();
    expect(tag(later, 'EXT-X-MEDIA-SEQUENCE')).toBe(first + 1);
    expect(segmentsOf(later)).toEqual([...segments.slice(1), `segment-${first + STREAM_WINDOW}.ts`]);

    const newest = segmentsOf(later).at(-1) ?? '';
    const segment = await fetch(`${base}/live/hls/301/${newest}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe(SEGMENT_TYPE);
    const bytes = new Uint8Array(await segment.arrayBuffer());
    // The committed fixture, byte for byte: 188-byte transport packets, each starting with 0x47.
    const fixture = readFileSync(new URL(`../../fixtures/live-stream/segment-${(first + STREAM_WINDOW) % 4}.mpegts`, import.meta.url));
    expect(bytes.length).toBe(fixture.length);
    expect(bytes.length % 188).toBe(0);
    expect([bytes[0], bytes[188], bytes[bytes.length - 188]]).toEqual([0x47, 0x47, 0x47]);
    // A segment from the future is not there yet.
    expect((await fetch(`${base}/live/hls/301/segment-${first + STREAM_WINDOW + 5}.ts`)).status).toBe(404);
    expect((await fetch(`${base}/live/hls/301/segment-abc.ts`)).status).toBe(404);
  });

  it('lists a full window from the moment the backend starts, with small sequence numbers', () => {
    const playlist = livePlaylist(STREAM_EPOCH + STREAM_WINDOW * STREAM_SEGMENT_SECONDS * 1000);
    expect(segmentsOf(playlist)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `segment-${n}.ts`));
    expect(segmentsOf(livePlaylist(Date.now())).length).toBe(STREAM_WINDOW);
  });

  it('marks every return to the first fixture segment as a discontinuity, counted as the window moves', () => {
    // 41 s on air the live edge is segment 19 (it finished at 40 s): the window is 14–19 and 16 starts the loop again.
    const playlist = livePlaylist(41_000, 0);
    expect(segmentsOf(playlist)).toEqual([14, 15, 16, 17, 18, 19].map((n) => `segment-${n}.ts`));
    expect(tag(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(3);
    const lines = playlist.split('\n');
    expect(lines.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(lines[lines.indexOf('segment-16.ts') - 3]).toBe('#EXT-X-DISCONTINUITY');
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:28.000Z');
    // Once segment 16 leads the window its tag is gone and the count has grown by one; 20 has the next.
    const moved = livePlaylist(45_000, 0).split('\n');
    expect(moved.find((line) => line.startsWith('segment-'))).toBe('segment-16.ts');
    expect(tag(moved.join('\n'), 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(4);
    expect(moved.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(moved[moved.indexOf('segment-20.ts') - 3]).toBe('#EXT-X-DISCONTINUITY');
  });
});
