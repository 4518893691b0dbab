import { resetDb } from '../db/store.ts';
import { clearFaults } from './fault-store.ts';

/** Back to the seeded shop with no faults. */
export function resetAll(): void {
  resetDb();
  clearFaults();
}
