/**
 * Puts a live HLS stream into a <video>: the browser's own HLS where it has it (Safari, iOS, and
 * Chromium since it plays HLS itself), otherwise hls.js over Media Source Extensions, whose code is
 * fetched only now (hls-module.ts). Failures the viewer can do nothing about are retried here; what is
 * left is reported once through `onFailure`, and the player shows its message over the cover.
 *
 * Chromium answers "maybe" to canPlayType(HLS) since it plays HLS itself (Chromium 156 here), so it
 * takes the native path like Safari; hls.js serves Firefox and older browsers. Chromium's own HLS cannot
 * read a playlist a service worker answers (DEMUXER_ERROR_COULD_NOT_PARSE: the in-browser mock backend),
 * and such a refusal falls back to hls.js (attachStream).
 *
 * - network failures (the stream's server away, segments missing): the stream is attached again after
 *   1, 2, 4 and 8 s; playback that runs again resets the count.
 * - media failures (a segment the decoder refuses): hls.js's recoverMediaError, twice.
 * - anything else: reported at once.
 */
import type HlsClass from 'hls.js';

export type StreamFailure = 'network' | 'media' | 'unsupported' | 'other';

export interface HlsModule {
  Hls: typeof HlsClass;
  workerPath: string;
}

export interface AttachOptions {
  /** Called once when the stream cannot be played (after the retries above); never during attachStream itself. */
  onFailure: (reason: StreamFailure) => void;
  /** Called when the browser refused to start playing without a gesture (autoplay policy). */
  onAutoplayBlocked: () => void;
  /** How hls.js is loaded (tests give their own). */
  loadHls?: () => Promise<HlsModule>;
}

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
/** Waits before each new attempt after a network failure. */
export const NETWORK_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;
/** recoverMediaError calls before a media failure is reported. */
export const MEDIA_RECOVERIES = 2;

const loadHlsModule = (): Promise<HlsModule> => import('./hls-module.ts');

/** MediaError codes (the global is not everywhere this module is loaded: the server, jsdom). */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** Whether the browser plays HLS in a plain <video src> (then hls.js is never loaded). */
export const playsHlsNatively = (video: HTMLVideoElement): boolean => video.canPlayType(HLS_MIME_TYPE) !== '';

/** Starts playback; a refusal for want of a gesture is reported, an interrupted start is not a failure. */
function startPlaying(video: HTMLVideoElement, onAutoplayBlocked: () => void): void {
  const started = video.play() as Promise<void> | undefined;
  started?.catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError') onAutoplayBlocked();
  });
}

const hasMediaSource = (): boolean => 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;

/**
 * Attaches `url` to `video` and returns what detaches it: no request, timer or hls.js instance outlives
 * it. A stream the browser's own HLS refuses (a format or decoding error) gets one more chance with
 * hls.js where Media Source Extensions exist.
 */
export function attachStream(video: HTMLVideoElement, url: string, options: AttachOptions): () => void {
  if (!playsHlsNatively(video)) return attachWithHlsJs(video, url, options);
  let detach = attachNative(video, url, {
    ...options,
    onFailure: (reason) => {
      if (reason === 'network' || !hasMediaSource()) return options.onFailure(reason);
      detach();
      detach = attachWithHlsJs(video, url, options);
    },
  });
  return () => detach();
}

function attachNative(video: HTMLVideoElement, url: string, { onFailure, onAutoplayBlocked }: AttachOptions): () => void {
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = (): void => {
    video.src = url;
    startPlaying(video, onAutoplayBlocked);
  };
  const onError = (): void => {
    const code = video.error?.code;
    if (code === MEDIA_ERR_NETWORK) {
      const delay = NETWORK_RETRY_DELAYS_MS[retries];
      if (delay === undefined) return onFailure('network');
      retries += 1;
      timer = setTimeout(load, delay);
      return;
    }
    onFailure(code === MEDIA_ERR_SRC_NOT_SUPPORTED ? 'unsupported' : code === MEDIA_ERR_DECODE ? 'media' : 'other');
  };
  const onPlaying = (): void => {
    retries = 0;
  };
  video.addEventListener('error', onError);
  video.addEventListener('playing', onPlaying);
  load();
  return () => {
    clearTimeout(timer);
    video.removeEventListener('error', onError);
    video.removeEventListener('playing', onPlaying);
    video.removeAttribute('src');
    video.load();
  };
}

function attachWithHlsJs(video: HTMLVideoElement, url: string, { onFailure, onAutoplayBlocked, loadHls = loadHlsModule }: AttachOptions): () => void {
  let detached = false;
  let hls: HlsClass | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let networkRetries = 0;
  let mediaRecoveries = 0;

  const stop = (): void => {
    hls?.destroy();
    hls = undefined;
  };
  const fail = (reason: StreamFailure): void => {
    stop();
    onFailure(reason);
  };
  const onPlaying = (): void => {
    networkRetries = 0;
    mediaRecoveries = 0;
  };

  const start = ({ Hls, workerPath }: HlsModule): void => {
    if (detached) return;
    const instance = new Hls({ workerPath });
    hls = instance;
    instance.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal || hls !== instance) return;
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
        // hls.js has already retried the request; start over with a fresh instance a little later.
        const delay = NETWORK_RETRY_DELAYS_MS[networkRetries];
        if (delay === undefined) return fail('network');
        networkRetries += 1;
        stop();
        timer = setTimeout(() => start({ Hls, workerPath }), delay);
        return;
      }
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < MEDIA_RECOVERIES) {
        mediaRecoveries += 1;
        instance.recoverMediaError();
        return;
      }
      fail(data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'other');
    });
    instance.loadSource(url);
    instance.attachMedia(video);
    startPlaying(video, onAutoplayBlocked);
  };

  video.addEventListener('playing', onPlaying);
  loadHls().then(
    (module) => {
      if (detached) return;
      if (!module.Hls.isSupported()) return onFailure('unsupported');
      start(module);
    },
    () => {
      // The chunk could not be fetched (offline, a newer deployment): the same as the stream's server away.
      if (!detached) onFailure('network');
    },
  );
  return () => {
    detached = true;
    clearTimeout(timer);
    video.removeEventListener('playing', onPlaying);
    stop();
  };
}
