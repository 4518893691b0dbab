/** `carsi-mocks <command>`: dispatch, help, and exit codes (0 done, 1 verification failed, 2 usage error). */
import { serveCommand } from './serve-command.ts';
import { USAGE_EXIT_CODE, UsageError } from './usage-error.ts';
import { verifyCommand } from './verify-command.ts';

export const MAIN_HELP = `Usage: carsi-mocks <command> [options]

The Çarşı mock backend and the provider verification kit.

Commands:
  serve                 Run the mock backend as an HTTP server (carsi-mocks serve --help).
  verify <base-url>     Check a server that claims the Çarşı contract (carsi-mocks verify --help).

Options:
  -h, --help            Show this help.`;

export async function runCli(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      console.log(MAIN_HELP);
      return;
    }
    if (command === 'serve') return await serveCommand(rest);
    if (command === 'verify') {
      process.exitCode = await verifyCommand(rest);
      return;
    }
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`carsi-mocks: ${error.message}`);
    console.error(`Run "carsi-mocks ${command === 'serve' || command === 'verify' ? `${command} ` : ''}--help" for the options.`);
    process.exitCode = USAGE_EXIT_CODE;
  }
}
