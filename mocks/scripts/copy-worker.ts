/**
 * Writes the mock backend's service worker into web/public/, which the web app serves: MSW's worker as
 * its package ships it, and ours in front of it (mocks/src/worker/), which lets the shop's own code load
 * past the mocks and then loads MSW's.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { letAssetsPastMocks } from '../src/worker/assets-past-mocks.ts';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '../src/worker/worker-scripts.ts';

const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve('msw/package.json')), 'lib', MSW_WORKER_SCRIPT);
const targetDir = join(import.meta.dirname, '..', '..', 'web', 'public');
mkdirSync(targetDir, { recursive: true });
copyFileSync(source, join(targetDir, MSW_WORKER_SCRIPT));

// A classic worker script: its listeners are added before MSW's, in the order the file runs them.
const ours = [
  '/* The Çarşı mock backend\'s service worker (written by mocks/scripts/copy-worker.ts; do not edit). */',
  `(${letAssetsPastMocks.toString()})(self);`,
  `importScripts('./${MSW_WORKER_SCRIPT}');`,
  '',
].join('\n');
writeFileSync(join(targetDir, MOCK_WORKER_SCRIPT), ours);
console.log(`wrote ${join(targetDir, MOCK_WORKER_SCRIPT)} in front of ${source}`);
