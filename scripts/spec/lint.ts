/**
 * Redocly's recommended rules (redocly.yaml) over the YAML bundles in openapi/dist: the end of
 * `npm run spec`, and `npm run lint:contract`, which `npm test` runs beside the type check and ESLint.
 * `npm run generate` does not lint: Orval validates each bundle it reads, and the lint, run beside it
 * on a two-core machine, held it back.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root, services, yamlBundle } from '@carsi/tooling/services';

/** Prints Redocly's report; false when a rule failed. */
export function lintBundles(files: readonly string[]): boolean {
  try {
    execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['lint', ...files, '--format=summary'], { stdio: 'inherit', cwd: root });
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === import.meta.filename && !lintBundles(services.map(yamlBundle))) process.exit(1);
