import { clearUploads } from '../db/uploads.ts';
import { resetWorld } from '../worlds/registry.ts';
import { currentWorld, defaultWorld } from '../worlds/scope.ts';
import { clearFaults } from './fault-store.ts';

/**
 * The current world back to how it started (the seed, then its scenario) with no faults. Resetting the
 * default world also forgets every uploaded picture (db/uploads.ts: kept for all worlds together; a
 * listing whose picture is gone shows its drawing).
 */
export function resetAll(): void {
  resetWorld();
  clearFaults();
  if (currentWorld() === defaultWorld) clearUploads();
}
