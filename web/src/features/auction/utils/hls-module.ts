/**
 * hls.js for browsers without HLS of their own, loaded on demand (attach-stream.ts imports this module
 * dynamically, so it is a chunk of its own that only a LIVE broadcast with a stream asks for).
 *
 * The light build: no subtitles, alternate audio, DRM or CMCD, which the live service's streams do
 * not use (about a third smaller). Its ES module build cannot inline its transmuxing
 * worker, so the worker is the package's own file, emitted beside the chunk and loaded from this
 * origin (CSP worker-src 'self'): segments are turned into fragmented MP4 off the main thread.
 */
import Hls from 'hls.js/light';
import workerPath from 'hls.js/dist/hls.worker.js?url';

export { Hls, workerPath };
