export { db, resetDb, nextId, seedSizes, FAKER_SEED, type Db } from './database.ts';
export { CAPS } from './caps.ts';
export { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN, CORPORATE_EMAIL, CORPORATE_PASSWORD, CORPORATE_TOKEN } from './seed/members.ts';
export type * from './types.ts';
export type * from './commerce-types.ts';
