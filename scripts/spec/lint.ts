/**
 * Redocly's recommended rules (redocly.yaml) over the YAML bundles in openapi/dist: the end of
 * `npm run spec`, and `npm run lint:contract`, which `npm test` runs beside the type check and ESLint.
 * `npm run generate` does not lint: Orval validates each bundle it reads, and the lint, run beside it
 * on the machine's two cores, held it back by 1–2 s.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root, services, yamlBundle } from './services.ts';

export function lintBundles(files: readonly string[]): void {
  execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['lint', ...files, '--format=summary'], { stdio: 'inherit', cwd: root });
}

if (process.argv[1] === import.meta.filename) {
  try {
    lintBundles(services.map(yamlBundle));
  } catch {
    // Redocly has printed the problems.
    process.exit(1);
  }
}
