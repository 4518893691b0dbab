/**
 * Reads a Chrome trace of one page load: the renderer main thread's long tasks after the first paint,
 * what each did (layout, paint, script…) and the functions its CPU samples fell in, mapped back to the
 * source through the build's source maps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { startTime?: number; timeDeltas?: number[]; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] } };
  };
}

export interface LongTask {
  /** Milliseconds after the first task of the load. */
  startMs: number;
  durationMs: number;
  /** What the task did, by trace event (Layout, Paint, v8.evaluateModule …), longest first. */
  work: [string, number][];
  /** Where its CPU samples were, by source function, longest first. */
  functions: [string, number][];
}

export interface LoadTasks {
  firstPaintMs: number;
  /** Σ (length − 50 ms) of the tasks after the first paint: what Lighthouse's TBT adds up. */
  blockingMs: number;
  longTasks: LongTask[];
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const WORK_NAMES = new Set([
  'ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks',
  'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'PaintImage', 'Layerize', 'MinorGC', 'MajorGC',
  'DocumentLoader::CommitNavigation',
]);
const LONG_TASK_MS = 50;

const ms = (microseconds: number): number => microseconds / 1000;

function top<K>(totals: Map<K, number>, count: number): [K, number][] {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** Names a sampled frame by its source (`name file:line`), or by the chunk when there is no map. */
function sourceNamer(assetsDir: string): (frame: CallFrame) => string {
  const maps = new Map<string, TraceMap | undefined>();
  return (frame) => {
    if (!frame.url) return `(${frame.functionName || 'native'})`;
    const file = frame.url.replace(/[?#].*$/, '').replace(/.*\//, '');
    if (!maps.has(file)) {
      const mapFile = join(assetsDir, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : undefined);
    }
    const map = maps.get(file);
    if (!map) return `${frame.functionName || '(anonymous)'} ${file}`;
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (at.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return `${at.name ?? frame.functionName ?? '(anonymous)'} ${source}:${at.line ?? '?'}`;
  };
}

/** The renderer main thread that ran the most: the page's, not a service worker's or an extension's. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (TASK_NAMES.has(e.name) && e.dur && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const [key] = top(busy, 1)[0] ?? [];
  if (!key) throw new Error('the trace has no renderer main thread');
  const [pid = 0, tid = 0] = key.split(':').map(Number);
  return { pid, tid };
}

/** `functionsPerTask`: how many source functions to name per long task, the busiest first. */
export function loadTasks(events: readonly TraceEvent[], assetsDir: string, functionsPerTask = 4): LoadTasks {
  const { pid, tid } = pageMainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => TASK_NAMES.has(e.name));
  const origin = tasks[0]?.ts ?? 0;
  const firstPaint = Math.min(...events.filter((e) => e.pid === pid && e.name === 'firstContentfulPaint').map((e) => e.ts), Number.POSITIVE_INFINITY);
  const paintedAt = Number.isFinite(firstPaint) ? firstPaint : origin;

  // CPU samples in time order: the profile's start plus each chunk's deltas.
  const nodes = new Map<number, ProfileNode>();
  const samples: { at: number; node: number }[] = [];
  let clock = events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk')) {
    const profile = chunk.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ at: clock, node });
    });
  }
  const nameOf = sourceNamer(assetsDir);

  const longTasks: LongTask[] = [];
  let blocking = 0;
  for (const task of tasks) {
    const duration = ms(task.dur ?? 0);
    if (task.ts < paintedAt || duration <= LONG_TASK_MS) continue;
    blocking += duration - LONG_TASK_MS;
    const end = task.ts + (task.dur ?? 0);
    const work = new Map<string, number>();
    // An event nested in one of the same name (a function call inside a function call) is counted once.
    const countedUntil = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || !WORK_NAMES.has(e.name) || e.ts < task.ts || e.ts >= end || e.ts < (countedUntil.get(e.name) ?? 0)) continue;
      countedUntil.set(e.name, e.ts + (e.dur ?? 0));
      work.set(e.name, (work.get(e.name) ?? 0) + ms(e.dur ?? 0));
    }
    const functions = new Map<string, number>();
    for (let i = 0; i < samples.length; i += 1) {
      const sample = samples[i];
      const node = sample && nodes.get(sample.node);
      if (!sample || !node || sample.at < task.ts || sample.at >= end) continue;
      const name = nameOf(node.callFrame);
      functions.set(name, (functions.get(name) ?? 0) + ms((samples[i + 1]?.at ?? sample.at) - sample.at));
    }
    longTasks.push({ startMs: ms(task.ts - origin), durationMs: duration, work: top(work, 4), functions: top(functions, functionsPerTask) });
  }
  return { firstPaintMs: ms(paintedAt - origin), blockingMs: blocking, longTasks };
}
