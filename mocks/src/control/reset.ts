import { resetDb } from '../db/database.ts';
import { clearUploads } from '../db/uploads.ts';
import { clearFaults } from './fault-store.ts';

/** Back to the seeded shop with no faults. */
export function resetAll(): void {
  resetDb();
  clearUploads();
  clearFaults();
}
