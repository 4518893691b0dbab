/**
 * The world of a page of the browser mock mode: a page answers all its calls from one world, chosen when
 * the mock backend starts (browser.ts) and kept in localStorage under that world's own keys
 * (names.ts: worldStorageKey), so two worlds in two tabs never mix.
 * - `?world=<name>` opens that world and remembers it in the `carsi_world` cookie (for this browser
 *   session) for the loads that follow; `?world=` empty (or `default`) goes back to the default world.
 * - `?scenario=<name>` starts the world from that scenario (unless it already runs it). Without
 *   `?world=` it opens the world named after the scenario, so the default world's data stays as it was.
 */
import { scenarioNamed } from '../scenarios/index.ts';
import { DEFAULT_WORLD, isWorldName, SCENARIO_QUERY_PARAM, WORLD_COOKIE, WORLD_QUERY_PARAM } from './names.ts';
import { defaultWorld } from './scope.ts';

export interface PageWorld {
  name: string;
  /** The scenario the page asked for (`?scenario=`), if any. */
  scenario?: string;
}

/** What a page's cookies look like (the browser's `document`). */
export interface CookieJar {
  cookie: string;
}

function rememberedWorld(jar: CookieJar | undefined): string | undefined {
  const value = jar?.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${WORLD_COOKIE}=`))
    ?.slice(WORLD_COOKIE.length + 1);
  const name = value === undefined ? undefined : decodeURIComponent(value);
  return name !== undefined && isWorldName(name) ? name : undefined;
}

function remember(jar: CookieJar | undefined, name: string): void {
  if (!jar) return;
  jar.cookie = name === DEFAULT_WORLD ? `${WORLD_COOKIE}=; path=/; max-age=0; SameSite=Lax` : `${WORLD_COOKIE}=${encodeURIComponent(name)}; path=/; SameSite=Lax`;
}

/** Reads the page's world from its address and cookie, remembers a newly asked one, and names the page's world after it. */
export function openPageWorld(search: string, jar: CookieJar | undefined): PageWorld {
  const params = new URLSearchParams(search);
  const askedScenario = params.get(SCENARIO_QUERY_PARAM) || undefined;
  const scenario = askedScenario !== undefined && scenarioNamed(askedScenario) ? askedScenario : undefined;
  if (askedScenario !== undefined && scenario === undefined) console.warn(`[mocks] ignoring unknown scenario "${askedScenario}" (?${SCENARIO_QUERY_PARAM}=)`);

  const askedWorld = params.get(WORLD_QUERY_PARAM);
  let name: string;
  if (askedWorld === '' || askedWorld === DEFAULT_WORLD) name = DEFAULT_WORLD;
  else if (askedWorld !== null && isWorldName(askedWorld)) name = askedWorld;
  else {
    if (askedWorld !== null) console.warn(`[mocks] ignoring world "${askedWorld}" (?${WORLD_QUERY_PARAM}=): letters, digits, ".", "_" and "-", at most 64`);
    name = scenario ?? rememberedWorld(jar) ?? DEFAULT_WORLD;
  }
  if (askedWorld !== null || scenario !== undefined) remember(jar, name);
  defaultWorld.name = name;
  return { name, ...(scenario === undefined ? {} : { scenario }) };
}
