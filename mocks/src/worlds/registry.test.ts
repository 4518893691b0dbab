/** The registry's own rules, on a clock the test sets: idle worlds go, the default world stays, each world has its own store. */
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db/database.ts';
import { configureWorlds, DEFAULT_MAX_WORLDS, DEFAULT_WORLD_IDLE_MS, dropNamedWorlds, namedWorld, resetWorld, setBaseScenario, worldFor, worldsReport } from './registry.ts';
import { defaultWorld, runInWorld } from './scope.ts';

const MINUTE = 60_000;

afterEach(() => {
  configureWorlds({ maxWorlds: DEFAULT_MAX_WORLDS, idleMs: DEFAULT_WORLD_IDLE_MS });
  setBaseScenario(undefined);
  dropNamedWorlds();
});

describe('the world registry', () => {
  it('drops a world idle for the set time, which its next call then starts afresh; the default world stays', () => {
    configureWorlds({ idleMs: 10 * MINUTE });
    const start = Date.now();
    const world = worldFor('gece', null, start);
    runInWorld(world, () => db.carts.set(1, []));
    const expiredBefore = worldsReport(start).expired;

    expect(worldFor('gece', null, start + 9 * MINUTE)).toBe(world);
    // Nine minutes later it was used again: the ten minutes start over.
    expect(worldsReport(start + 18 * MINUTE).worlds.map((w) => w.name)).toEqual(['default', 'gece']);
    const report = worldsReport(start + 20 * MINUTE);
    expect(report.worlds.map((w) => w.name)).toEqual(['default']);
    expect(report.expired - expiredBefore).toBe(1);

    const again = worldFor('gece', null, start + 21 * MINUTE);
    expect(again).not.toBe(world);
    expect(runInWorld(again, () => db.carts.get(1)?.length)).toBeGreaterThan(0);
    expect(worldFor(null, null, start + 24 * 60 * MINUTE)).toBe(defaultWorld);
  });

  it('gives each world its own store and ids, read through the same db', () => {
    const a = worldFor('a', null);
    const b = worldFor('b', null);
    const idOf = () => db.nextIds.order;
    const first = runInWorld(a, idOf);
    runInWorld(a, () => (db.nextIds.order += 5));
    expect(runInWorld(a, idOf)).toBe(first + 5);
    expect(runInWorld(b, idOf)).toBe(first);
    expect(idOf()).toBe(first);
  });

  it('starts worlds, and the default one, from the base scenario (--scenario), and resets them to it', () => {
    setBaseScenario('new-member');
    const member = () => db.users.some((u) => u.email === 'elif.demir@carsi.test');
    expect(member()).toBe(true);
    const world = worldFor('qa', null);
    expect(world.scenario).toBe('new-member');
    runInWorld(world, () => {
      db.users.splice(0);
      resetWorld();
      expect(member()).toBe(true);
    });
    expect(namedWorld('qa')).toBe(world);
    setBaseScenario(undefined);
    expect(member()).toBe(false);
  });
});
