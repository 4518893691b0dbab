/** The provider verification as a library (`@carsi/mocks/verify`): what `carsi-mocks verify` runs. */
export { verifyProvider, VerifySetupError, DEFAULT_BODY_LIMIT_BYTES, DEFAULT_TIMEOUT_MS, type VerifyOptions } from './run.ts';
export { targetOf, type Service, type Target } from './target.ts';
export { CATEGORIES, CATEGORY_TITLES, Results, type Category, type Check } from './results.ts';
export { DEFAULT_MEMBERS, type Credentials } from './members.ts';
export { DEFAULT_APPROVAL_WAIT_MS } from './flows/index.ts';
export { summarize } from './summary.ts';
export { toJunit } from './junit.ts';
