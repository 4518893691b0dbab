/**
 * The worlds of one mock backend: the default world, and every world a call has named
 * (`X-Carsi-World`), each with a store of its own. A world is made on first use from the seed, or from
 * a scenario (`X-Carsi-Scenario`, else the server's `--scenario`); it goes away on its own after
 * `idleMs` without a call (its next call starts it afresh), and when a new world would pass
 * `maxWorlds` the least recently used one goes first. The default world is never dropped.
 */
import { resetDb } from '../db/database.ts';
import { applyScenario, scenarioNamed } from '../scenarios/index.ts';
import { approxWorldBytes } from './footprint.ts';
import { DEFAULT_WORLD, isWorldName, SCENARIO_HEADER, WORLD_HEADER, WORLD_NAME_PATTERN } from './names.ts';
import { currentWorld, defaultWorld, newWorld, runInWorld, type World } from './scope.ts';

export interface WorldSettings {
  /** Most worlds kept besides the default one; past it the least recently used is dropped. */
  maxWorlds: number;
  /** A world without a call for this long is dropped (its next call starts it afresh). */
  idleMs: number;
}

export const DEFAULT_MAX_WORLDS = 100;
export const DEFAULT_WORLD_IDLE_MS = 30 * 60 * 1000;

const settings: WorldSettings = { maxWorlds: DEFAULT_MAX_WORLDS, idleMs: DEFAULT_WORLD_IDLE_MS };
/** The named worlds, least recently used first (a use moves a world to the end). */
const named = new Map<string, World>();
const dropped = { evicted: 0, expired: 0 };

/** A name or scenario the registry cannot serve: the HTTP status and an English explanation. */
export class WorldRefusal extends Error {
  readonly status: 400 | 409;

  constructor(status: 400 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export function configureWorlds(next: Partial<WorldSettings>): void {
  Object.assign(settings, next);
  while (named.size > settings.maxWorlds) evictOldest();
}

export const worldSettings = (): Readonly<WorldSettings> => settings;

/** The scenario worlds start from unless their first call names one: `carsi-mocks serve --scenario`. */
export function setBaseScenario(scenario: string | undefined): void {
  if (scenario !== undefined) checkScenario(scenario);
  defaultWorld.scenario = scenario;
  runInWorld(defaultWorld, resetWorld);
}

export const baseScenario = (): string | undefined => defaultWorld.scenario;

function checkScenario(scenario: string): void {
  if (!scenarioNamed(scenario)) throw new WorldRefusal(400, `Unknown scenario "${scenario}" (GET /__control/scenarios lists them).`);
}

/** The current world back to how it started: the seed, then its scenario. */
export function resetWorld(): void {
  resetDb();
  const { scenario } = currentWorld();
  if (scenario !== undefined) applyScenario(scenario);
}

function evictOldest(): void {
  const oldest = named.keys().next().value;
  if (oldest === undefined) return;
  named.delete(oldest);
  dropped.evicted += 1;
}

/** Drops the worlds idle for `idleMs` (they are the first ones: the map is in order of use). */
function dropIdle(now: number): void {
  for (const [name, world] of named) {
    if (now - world.lastUsedAt < settings.idleMs) break;
    named.delete(name);
    dropped.expired += 1;
  }
}

/** A new world from the seed and `scenario`, kept under its name (the least recently used make room). */
export function createWorld(name: string, scenario: string | undefined, now = Date.now()): World {
  if (!isWorldName(name) || name === DEFAULT_WORLD) throw new WorldRefusal(400, `A world name must match ${String(WORLD_NAME_PATTERN)} and not be "${DEFAULT_WORLD}", got "${name}".`);
  if (scenario !== undefined) checkScenario(scenario);
  dropIdle(now);
  named.delete(name);
  while (named.size >= settings.maxWorlds) evictOldest();
  const world = newWorld(name, scenario, now);
  runInWorld(world, resetWorld);
  // A world too many for a limit of 0 is still made for this call, but not kept.
  if (settings.maxWorlds > 0) named.set(name, world);
  return world;
}

/**
 * The world a call names (header values; null when absent), made on first use. A scenario named for a
 * world that already runs another one is refused (409) rather than silently ignored or reset.
 */
export function worldFor(name: string | null, scenario: string | null, now = Date.now()): World {
  dropIdle(now);
  const wanted = scenario === null || scenario === '' ? undefined : scenario;
  if (name === null || name === '' || name === DEFAULT_WORLD) {
    if (wanted !== undefined && wanted !== defaultWorld.scenario) {
      throw new WorldRefusal(409, `${SCENARIO_HEADER} needs ${WORLD_HEADER}: the default world runs ${defaultWorld.scenario === undefined ? 'the seed' : `scenario "${defaultWorld.scenario}"`}. Name a world of your own to start it from "${wanted}".`);
    }
    return use(defaultWorld, now);
  }
  if (!isWorldName(name)) throw new WorldRefusal(400, `${WORLD_HEADER} must match ${String(WORLD_NAME_PATTERN)}, got "${name}".`);
  const known = named.get(name);
  if (!known) return use(createWorld(name, wanted ?? defaultWorld.scenario, now), now);
  if (wanted !== undefined && wanted !== known.scenario) {
    throw new WorldRefusal(409, `World "${name}" runs ${known.scenario === undefined ? 'the seed' : `scenario "${known.scenario}"`}, not "${wanted}": drop it first (DELETE /__control/worlds/${name}) or name another world.`);
  }
  named.delete(name);
  named.set(name, known);
  return use(known, now);
}

function use(world: World, now: number): World {
  world.lastUsedAt = now;
  world.requests += 1;
  return world;
}

/** Drops a named world (its next call starts it afresh); false when there is none by that name. */
export const dropWorld = (name: string): boolean => named.delete(name);

/** Drops every named world (tests, `DELETE /__control/worlds`). */
export function dropNamedWorlds(): void {
  named.clear();
}

export const namedWorld = (name: string): World | undefined => (name === DEFAULT_WORLD ? defaultWorld : named.get(name));

export interface WorldInfo {
  name: string;
  scenario: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** When it goes away without another call; null for the default world, which stays. */
  expiresAt: string | null;
  requests: number;
  /** Its store's heap, estimated from its records (worlds/footprint.ts). */
  approxBytes: number;
}

function infoOf(world: World): WorldInfo {
  return {
    name: world.name,
    scenario: world.scenario ?? null,
    createdAt: new Date(world.createdAt).toISOString(),
    lastUsedAt: new Date(world.lastUsedAt).toISOString(),
    expiresAt: world === defaultWorld ? null : new Date(world.lastUsedAt + settings.idleMs).toISOString(),
    requests: world.requests,
    approxBytes: approxWorldBytes(world),
  };
}

export interface WorldsReport {
  maxWorlds: number;
  idleMinutes: number;
  /** The scenario a world starts from when its first call names none (null: the seed). */
  baseScenario: string | null;
  /** Named worlds dropped since start: to make room (least recently used), and after `idleMs` without a call. */
  evicted: number;
  expired: number;
  approxBytes: number;
  /** The default world first, then the named ones, most recently used first. */
  worlds: WorldInfo[];
}

export function worldsReport(now = Date.now()): WorldsReport {
  dropIdle(now);
  const worlds = [defaultWorld, ...[...named.values()].reverse()].map(infoOf);
  return {
    maxWorlds: settings.maxWorlds,
    idleMinutes: settings.idleMs / 60_000,
    baseScenario: defaultWorld.scenario ?? null,
    evicted: dropped.evicted,
    expired: dropped.expired,
    approxBytes: worlds.reduce((sum, w) => sum + w.approxBytes, 0),
    worlds,
  };
}
