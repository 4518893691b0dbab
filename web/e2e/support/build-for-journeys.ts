/**
 * `node e2e/support/build-for-journeys.ts <dir>`: the mock-mode build the journeys run against
 * (playwright.config.ts's web server), made by web/build/build-shop.ts as every other build of the
 * suite is, so that the build-output test's identical build, made moments before in `npm test`, is
 * copied from the build cache instead of being made again.
 */
import { buildShop, shopEnv } from '../../build/build-shop.ts';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node e2e/support/build-for-journeys.ts <build directory>');
  process.exit(2);
}
await buildShop({ dir, env: shopEnv() });
