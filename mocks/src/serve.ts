/**
 * `npm run mocks:serve`: `carsi-mocks serve` run from the sources; its options follow `--`
 * (`npm run mocks:serve -- --latency 50-200`), and PORT / HOST still choose where it listens.
 */
import { runCli } from './cli/run-cli.ts';

await runCli(['serve', ...process.argv.slice(2)]);
