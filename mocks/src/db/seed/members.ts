/**
 * The seeded members docs/running.md, QA and the browser journeys use. It imports only world.ts, which has
 * no imports, so that a test runner (Playwright's) can read these facts without loading the mock backend.
 */
/** The codes the mocks' reset e-mail and phone SMS "contain", for journeys that type them. */
export { PHONE_CODE, RESET_CODE } from './world.ts';

export const DEMO_EMAIL = 'demo@carsi.test';
export const DEMO_PASSWORD = 'Demo1234';
/** A session that exists from the start, for curl and QA (Authorization: Bearer <this>). */
export const DEMO_TOKEN = 'carsi-demo-token-000000000001';
export const CORPORATE_EMAIL = 'kurumsal@carsi.test';
export const CORPORATE_PASSWORD = 'Kurumsal1234';
/** The corporate member's session from the start (journeys that switch members skip the login form). */
export const CORPORATE_TOKEN = 'carsi-corporate-token-000000002';
