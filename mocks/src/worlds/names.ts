/**
 * How a client names the world its calls belong to (worlds/registry.ts). A module with no imports, so
 * that a test runner (Playwright's) or a QA tool can read these names without loading the mock backend.
 *
 * - Over HTTP (`carsi-mocks serve`, `npm run mocks:serve`) and in Node (`@carsi/mocks/node`): the
 *   request header `X-Carsi-World: <name>`, and, the first time a world is used, `X-Carsi-Scenario:
 *   <scenario>` to start it from a scenario instead of the seed.
 * - In the browser mock mode (`startMockWorker()`): `?world=<name>` on any page, remembered in the
 *   `carsi_world` cookie for the following loads (`?world=` empty goes back to the default world), and
 *   `?scenario=<scenario>` to start that world from a scenario.
 * A call that names no world uses the default world, the one the server had before worlds existed.
 */

export const WORLD_HEADER = 'X-Carsi-World';
export const SCENARIO_HEADER = 'X-Carsi-Scenario';

/** The browser mock mode's URL parameters and the cookie that remembers the world. */
export const WORLD_QUERY_PARAM = 'world';
export const SCENARIO_QUERY_PARAM = 'scenario';
export const WORLD_COOKIE = 'carsi_world';

/** The name of the world of calls that name none. */
export const DEFAULT_WORLD = 'default';

/** A world's name: letters, digits, `.`, `_` and `-`, starting with a letter or digit, at most 64. */
export const WORLD_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const isWorldName = (name: string): boolean => WORLD_NAME_PATTERN.test(name);

/** Scenario names are English kebab-case (`store-owner`). */
export const SCENARIO_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where the browser mock mode keeps a world's store and faults in localStorage: the default world keeps
 * the keys it always had, another world has its own pair.
 */
export const worldStorageKey = (kind: 'db' | 'faults', world: string): string =>
  world === DEFAULT_WORLD ? `carsi.mocks.${kind}` : `carsi.mocks.${kind}@${world}`;
