/**
 * Where the bundled contract (`main.json`, `content.json`, `live.json`) is read from: beside the code in
 * the published package (its build copies them to `openapi/` at the package root), else the repo's
 * `openapi/dist` written by `npm run spec`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [new URL('../../openapi/', import.meta.url), new URL('../../../openapi/dist/', import.meta.url)];

export function bundleDir(): string {
  const found = CANDIDATES.find((dir) => existsSync(new URL('main.json', dir)));
  if (!found) throw new Error('The bundled contract (main.json) was not found: run `npm run spec` in the repo.');
  return fileURLToPath(found);
}
