/** `carsi-mocks serve`: its options, their help text and their checks. */
import { parseArgs } from 'node:util';
import { seededRandom, type Chaos } from '../http/chaos.ts';
import { SCENARIO_NAMES } from '../scenarios/index.ts';
import { FRESH_WORLD_BYTES } from '../worlds/footprint.ts';
import { DEFAULT_MAX_WORLDS, DEFAULT_WORLD_IDLE_MS, type WorldSettings } from '../worlds/registry.ts';
import { integerOption, UsageError } from './usage-error.ts';

export const MAX_LATENCY_MS = 120_000;
export const MAX_WORLDS_LIMIT = 10_000;
/** A day: a world idle longer is surely forgotten. */
export const MAX_WORLD_IDLE_MINUTES = 1440;
const FRESH_WORLD_MB = FRESH_WORLD_BYTES / 1_000_000;
const HELP_INDENT = ' '.repeat(24);

/** Names separated by commas, two to a line of the help's second column. */
const listed = (names: readonly string[]): string =>
  names.map((name, n) => `${n % 2 === 0 ? HELP_INDENT : ' '}${name}${n < names.length - 1 ? ',' : ''}${n % 2 === 1 && n < names.length - 1 ? '\n' : ''}`).join('');

export const SERVE_HELP = `Usage: carsi-mocks serve [options]

Runs the Çarşı mock backend as an HTTP server: the main, content and live services on one port, with the
same paths as the real services, answering from a freshly seeded in-memory store.

Options:
  --port <number>       Port to listen on (default: $PORT, else 4010; 0 picks a free port).
  --host <name>         Interface to listen on (default: $HOST, else localhost).
  --latency <ms|a-b>    Delay every answer by a fixed number of milliseconds (e.g. 150) or by a random
                        delay within a range (e.g. 50-200). At most ${MAX_LATENCY_MS} ms. Default: none.
  --fault-rate <0..1>   Share of calls answered with the catalogue's server error instead
                        (HTTP 500, code 1000-1000), e.g. 0.05 for one call in twenty. Default: 0.
  --seed <number>       Seed of the random draws of --latency ranges and --fault-rate, so that a run
                        repeats the same delays and failures for the same calls. Default: random.
                        The store itself always starts from the contract's seeded data, which the
                        contract's examples name.
  --scenario <name>     Start every world from this scenario instead of the seed alone (a call's
                        X-Carsi-Scenario header still picks another for a new world). One of:
${listed(SCENARIO_NAMES)}.
  --max-worlds <n>      Most named worlds kept besides the default one (1-${MAX_WORLDS_LIMIT}, default ${DEFAULT_MAX_WORLDS}); a new
                        world past it drops the least recently used one.
                        A fresh world holds about ${FRESH_WORLD_MB.toFixed(1)} MB of heap (the seed decoded) and grows with
                        what its calls add, within the store's caps: the default keeps fresh worlds
                        to about ${Math.round(DEFAULT_MAX_WORLDS * FRESH_WORLD_MB)} MB. GET /__control/worlds reports each world's estimate.
  --world-idle <min>    Minutes without a call after which a named world is dropped and its next call
                        starts it afresh (1-${MAX_WORLD_IDLE_MINUTES}, default ${DEFAULT_WORLD_IDLE_MS / 60_000}). The default world never expires.
  -h, --help            Show this help.

Worlds: a call names its own world with the header X-Carsi-World: <name> (letters, digits, ".", "_"
and "-", at most 64), so that two QA runs on one server never see each other's carts, orders or
faults. A world is made on its first call, from the seed or from the scenario its X-Carsi-Scenario
header names; a call without the header uses the default world.

The control API (/__control/faults, /__control/reset, /__control/worlds, /__control/scenarios) needs
the token printed at start-up in the X-Control-Token header; set MOCKS_CONTROL_TOKEN to choose it.`;

export interface ServeOptions {
  port: number;
  host: string;
  chaos?: Chaos;
  /** The scenario every world starts from (undefined: the seed alone). */
  scenario?: string;
  worlds: WorldSettings;
  help: boolean;
}

function latencyOption(raw: string): { min: number; max: number } {
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(raw);
  if (range) {
    const min = integerOption('latency', range[1] ?? '', 0, MAX_LATENCY_MS);
    const max = integerOption('latency', range[2] ?? '', 0, MAX_LATENCY_MS);
    if (min > max) throw new UsageError(`--latency range must go from the smaller to the larger delay, got "${raw}".`);
    return { min, max };
  }
  if (!/^\s*\d+\s*$/.test(raw)) throw new UsageError(`--latency must be milliseconds (e.g. 150) or a range (e.g. 50-200), got "${raw}".`);
  const fixed = integerOption('latency', raw, 0, MAX_LATENCY_MS);
  return { min: fixed, max: fixed };
}

function rateOption(raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--fault-rate must be a number from 0 to 1 (e.g. 0.05), got "${raw}".`);
  }
  return value;
}

export function parseServeOptions(args: string[], env: NodeJS.ProcessEnv = process.env): ServeOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        latency: { type: 'string' },
        'fault-rate': { type: 'string' },
        seed: { type: 'string' },
        scenario: { type: 'string' },
        'max-worlds': { type: 'string' },
        'world-idle': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const worlds: WorldSettings = { maxWorlds: DEFAULT_MAX_WORLDS, idleMs: DEFAULT_WORLD_IDLE_MS };
  if (values.help) return { port: 0, host: '', worlds, help: true };
  const port = integerOption('port', values.port ?? env.PORT ?? '4010', 0, 65_535);
  const host = values.host ?? env.HOST ?? 'localhost';
  const latency = values.latency === undefined ? undefined : latencyOption(values.latency);
  const faultRate = values['fault-rate'] === undefined ? undefined : rateOption(values['fault-rate']);
  const seed = values.seed === undefined ? undefined : integerOption('seed', values.seed, 0, 4_294_967_295);
  if (seed !== undefined && latency?.min === latency?.max && !faultRate) {
    throw new UsageError('--seed only matters with a --latency range or a --fault-rate above 0.');
  }
  const chaos: Chaos | undefined = latency || faultRate
    ? { ...(latency ? { latency } : {}), ...(faultRate ? { faultRate } : {}), random: seededRandom(seed ?? Math.floor(Math.random() * 4_294_967_296)) }
    : undefined;
  const scenario = values.scenario;
  if (scenario !== undefined && !SCENARIO_NAMES.includes(scenario)) {
    throw new UsageError(`--scenario must be one of ${SCENARIO_NAMES.join(', ')}, got "${scenario}".`);
  }
  if (values['max-worlds'] !== undefined) worlds.maxWorlds = integerOption('max-worlds', values['max-worlds'], 1, MAX_WORLDS_LIMIT);
  if (values['world-idle'] !== undefined) worlds.idleMs = integerOption('world-idle', values['world-idle'], 1, MAX_WORLD_IDLE_MINUTES) * 60_000;
  return { port, host, worlds, help: false, ...(chaos ? { chaos } : {}), ...(scenario === undefined ? {} : { scenario }) };
}
