/** Copies MSW's service worker to web/public/ so the web app serves /mockServiceWorker.js. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
const targetDir = join(import.meta.dirname, '..', '..', 'web', 'public');
mkdirSync(targetDir, { recursive: true });
copyFileSync(source, join(targetDir, 'mockServiceWorker.js'));
console.log(`copied ${source} → ${join(targetDir, 'mockServiceWorker.js')}`);
