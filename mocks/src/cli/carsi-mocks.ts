#!/usr/bin/env node
/** The package's command: `carsi-mocks serve` and `carsi-mocks verify <base-url>` (cli/run-cli.ts). */
import { runCli } from './run-cli.ts';

await runCli(process.argv.slice(2));
