import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_RECOVERIES, NETWORK_RETRY_DELAYS_MS } from '../utils/attach-stream.ts';
import { BroadcastMedia } from './broadcast-media.tsx';
import { failureMessages, LivePlayer, STALL_MS } from './live-player.tsx';

/** hls.js as far as the player uses it; each instance remembers what it was asked. */
const { FakeHls } = vi.hoisted(() => {
  class FakeHls {
    static instances: FakeHls[] = [];
    static supported = true;
    static isSupported = () => FakeHls.supported;
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };
    readonly config: unknown;
    readonly loadSource = vi.fn();
    readonly attachMedia = vi.fn();
    readonly recoverMediaError = vi.fn();
    readonly destroy = vi.fn();
    private errorListener: ((event: string, data: unknown) => void) | undefined;
    constructor(config: unknown) {
      this.config = config;
      FakeHls.instances.push(this);
    }
    on(_event: string, listener: (event: string, data: unknown) => void) {
      this.errorListener = listener;
    }
    fail(type: string) {
      this.errorListener?.('hlsError', { type, details: 'test', fatal: true });
    }
  }
  return { FakeHls };
});
vi.mock('../utils/hls-module.ts', () => ({ Hls: FakeHls, workerPath: '/assets/hls.worker.js' }));

const STREAM = 'http://canli.test/live/hls/11/index.m3u8';
const cover = { url: '/images/live/kapak.svg', alt: 'Antika canlı mezat', width: 1280, height: 720 };
const player = <LivePlayer streamUrl={STREAM} cover={cover} title="Osmanlı paraları" viewerCount={87} />;
const VIDEO_LABEL = 'Canlı yayın: Osmanlı paraları';

let play: ReturnType<typeof vi.fn>;
let canPlayHls: string;

beforeEach(() => {
  FakeHls.instances = [];
  FakeHls.supported = true;
  canPlayHls = '';
  // jsdom has no media: playing starts nothing, and no browser plays HLS itself unless a test says so.
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type === 'application/vnd.apple.mpegurl' ? canPlayHls : '') as CanPlayTypeResult);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const video = async (): Promise<HTMLVideoElement> => (await screen.findByLabelText(VIDEO_LABEL)) as HTMLVideoElement;
const hlsInstance = async (n = 0): Promise<InstanceType<typeof FakeHls>> => {
  await vi.waitFor(() => expect(FakeHls.instances[n]).toBeDefined());
  return FakeHls.instances[n] as InstanceType<typeof FakeHls>;
};
/** Pretends the element is playing (jsdom's `paused` never changes). */
const setPaused = (element: HTMLVideoElement, paused: boolean) => Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });

describe('LivePlayer', () => {
  it('renders only the cover with the CANLI mark on the server', () => {
    const html = renderToString(player);
    expect(html).toContain(`src="${cover.url}"`);
    expect(html).toContain('CANLI');
    expect(html).not.toContain('<video');
  });

  it('attaches a muted video with the cover as its poster and starts hls.js where the browser has no HLS', async () => {
    render(player);
    // First the cover, as the server sent it, and the badge.
    expect(screen.getByRole('img', { name: cover.alt })).toBeTruthy();
    expect(screen.getByText('CANLI')).toBeTruthy();
    const element = await video();
    expect(element.getAttribute('poster')).toBe(cover.url);
    expect(element.muted).toBe(true);
    expect(element.controls).toBe(true);
    expect(element.playsInline).toBe(true);
    const hls = await hlsInstance();
    expect(hls.config).toEqual({ workerPath: '/assets/hls.worker.js' });
    expect(hls.loadSource).toHaveBeenCalledWith(STREAM);
    expect(hls.attachMedia).toHaveBeenCalledWith(element);
    expect(play).toHaveBeenCalled();
    // Sound is one click away; once on, the button goes (the native controls mute again).
    fireEvent.click(screen.getByRole('button', { name: 'Sesi aç' }));
    expect(element.muted).toBe(false);
    fireEvent(element, new Event('volumechange'));
    expect(screen.queryByRole('button', { name: 'Sesi aç' })).toBeNull();
  });

  it('plays the stream natively where the browser can, without loading hls.js', async () => {
    canPlayHls = 'maybe';
    const { unmount } = render(player);
    const element = await video();
    await vi.waitFor(() => expect(element.getAttribute('src')).toBe(STREAM));
    expect(play).toHaveBeenCalled();
    expect(FakeHls.instances).toHaveLength(0);
    unmount();
    expect(element.getAttribute('src')).toBeNull();
  });

  it('destroys hls.js when the player goes away', async () => {
    const { unmount } = render(player);
    const hls = await hlsInstance();
    expect(hls.destroy).not.toHaveBeenCalled();
    unmount();
    expect(hls.destroy).toHaveBeenCalledOnce();
  });

  it('reconnects after network failures with growing waits, then says so in Turkish and retries on request', async () => {
    render(player);
    await video();
    await hlsInstance();
    vi.useFakeTimers();
    for (const [attempt, delay] of NETWORK_RETRY_DELAYS_MS.entries()) {
      const current = FakeHls.instances[attempt] as InstanceType<typeof FakeHls>;
      act(() => current.fail('networkError'));
      expect(current.destroy).toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(FakeHls.instances).toHaveLength(attempt + 1);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeHls.instances).toHaveLength(attempt + 2);
    }
    act(() => FakeHls.instances.at(-1)?.fail('networkError'));
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(failureMessages.network);
    // The cover stays under the message: never an empty box.
    expect(screen.getByRole('img', { name: cover.alt })).toBeTruthy();
    expect(screen.queryByLabelText(VIDEO_LABEL)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yayına yeniden bağlan' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await video();
    await hlsInstance(NETWORK_RETRY_DELAYS_MS.length + 1);
  });

  it('recovers media errors with hls.js, and shows a message when they keep coming', async () => {
    render(player);
    const hls = await hlsInstance();
    for (let n = 1; n <= MEDIA_RECOVERIES; n += 1) {
      act(() => hls.fail('mediaError'));
      expect(hls.recoverMediaError).toHaveBeenCalledTimes(n);
    }
    act(() => hls.fail('mediaError'));
    expect((await screen.findByRole('alert')).textContent).toContain(failureMessages.media);
    expect(hls.destroy).toHaveBeenCalled();
  });

  it('shows the message at once for other fatal errors', async () => {
    render(player);
    const hls = await hlsInstance();
    act(() => hls.fail('otherError'));
    expect((await screen.findByRole('alert')).textContent).toContain(failureMessages.other);
  });

  it('says so when the stream stops moving while it should play', async () => {
    render(player);
    const element = await video();
    await hlsInstance();
    setPaused(element, false);
    // Only the clock jumps; the player's watchdog keeps looking every 2 s.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STALL_MS + 1000);
    expect((await screen.findByRole('alert')).textContent).toContain(failureMessages.stalled);
    expect(FakeHls.instances[0]?.destroy).toHaveBeenCalled();
  });

  it('offers a play button when the browser refuses to start by itself', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    render(player);
    await video();
    const start = await screen.findByRole('button', { name: 'Yayını başlat' });
    play.mockImplementation(() => Promise.resolve());
    fireEvent.click(start);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('says when the browser can play neither way', async () => {
    FakeHls.supported = false;
    render(player);
    expect((await screen.findByRole('alert')).textContent).toContain(failureMessages.unsupported);
    expect(screen.queryByRole('button', { name: 'Yayına yeniden bağlan' })).toBeNull();
  });
});

describe('BroadcastMedia', () => {
  const broadcast = {
    id: 11, title: 'Osmanlı paraları', categoryId: 1, host: { id: 4, name: 'Antikacı Hasan' }, cover,
    startsAt: '2026-11-22T17:00:00Z', viewerCount: 0, lots: [],
  };

  it('shows a scheduled broadcast as its cover with the start time, and no player', async () => {
    render(<BroadcastMedia broadcast={{ ...broadcast, status: 'SCHEDULED' }} />);
    expect(screen.getByRole('img', { name: cover.alt })).toBeTruthy();
    expect(screen.getByText('Yayın henüz başlamadı.')).toBeTruthy();
    expect(screen.getByText(/^Başlangıç: 22 Kasım/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(VIDEO_LABEL)).toBeNull();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('says that an ended broadcast has ended', () => {
    render(<BroadcastMedia broadcast={{ ...broadcast, status: 'ENDED', endedAt: '2026-11-22T18:30:00Z' }} />);
    expect(screen.getByText('Bu yayın sona erdi.')).toBeTruthy();
    expect(screen.queryByText('CANLI')).toBeNull();
  });

  it('plays a live broadcast that has a stream', async () => {
    render(<BroadcastMedia broadcast={{ ...broadcast, status: 'LIVE', viewerCount: 87, streamUrl: STREAM }} />);
    expect(screen.getByText('CANLI')).toBeTruthy();
    await video();
  });
});
