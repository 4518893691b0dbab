import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { sourceAliases, webSrcAlias } from '@carsi/tooling/source-aliases';

/**
 * The web app's tests: the DOM of jsdom and the reset after each test. A test may wait up to 5 s for each
 * thing it looks for (setup.ts), so it gets room for a few such waits on a busy CI machine.
 */
// The shell's plain stylesheets (web/src/**/*.css) are read as the server writes them into a page
// (lib/shell-styles.server.ts); Vitest would otherwise read every CSS file as empty.
const webTest = { environment: 'jsdom', setupFiles: ['web/src/testing/setup.ts'], testTimeout: 15_000, css: { include: [/\.css(\?|$)/] } };

/** One Vitest run over every workspace: `npm test` (after typecheck and lint, before e2e). */
export default defineConfig({
  resolve: { alias: [...sourceAliases, webSrcAlias] },
  test: {
    // Vitest's default for `run` is one worker less than the cores: a single worker on the 2-core CI
    // machine, which left one core idle for most of the run. At least two workers use both (the main
    // process only transforms and reports); larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its environment and loaded modules from one test file to the next (MUI, React and
    // the SDK are imported once per worker, not once per file, which takes most of the web tests' time).
    // What a file leaves behind is reset after each test (web/src/testing/setup.ts, sdk/test/setup.ts);
    // a test about a module's own state loads a fresh copy (vi.resetModules).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['openapi/**/*.test.ts', 'scripts/**/*.test.ts', 'tooling/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['sdk/src/**/*.test.ts', 'sdk/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'sdk/test/package/**'],
          environment: 'jsdom',
          setupFiles: ['sdk/test/setup.ts'],
        },
      },
      {
        // Builds, packs and installs the SDK in a throwaway project (slow; needs the npm registry or its cache).
        extends: true,
        test: {
          name: 'sdk-package',
          include: ['sdk/test/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // Builds and packs the SDK and the mocks, installs both outside the repo and runs `carsi-mocks` (needs the npm registry or its cache).
        extends: true,
        test: {
          name: 'mocks-package',
          include: ['mocks/test/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'mocks',
          include: ['mocks/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts', 'web/server/**/*.test.ts'],
          ...webTest,
        },
      },
    ],
  },
});
