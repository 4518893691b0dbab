import { reactRouter } from '@react-router/dev/vite';
import { rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '@carsi/mocks/worker-scripts';
import { sourceAliases, webSrcAlias } from '@carsi/tooling/source-aliases';
import { muiChunkGroup } from './build/mui-chunk.ts';
import { muiWithoutCssVars } from './build/mui-without-css-vars.ts';
import { previewStaticHostHeaders } from './build/preview-static-host-headers.ts';
import { shellChunk } from './build/shell-chunk.ts';
import { spaWithoutServerExports } from './build/spa-without-server-exports.ts';
import { resolveBuildMode } from './src/config/build-mode.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** A build for real services drops the mock service worker that public/ holds for mock mode. */
function noMockWorkerOutsideMockMode(useMocks: boolean): Plugin {
  let outDir = '';
  return {
    name: 'carsi-no-mock-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      if (!useMocks && outDir) await Promise.all([MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT].map((script) => rm(join(outDir, script), { force: true })));
    },
  };
}

/**
 * React Router 7's package exports resolve its development build everywhere, dev warnings included
 * (https://github.com/remix-run/react-router/issues/14102). A build takes the production build beside
 * it, which differs only in that switch; the dev server and tests keep the development one.
 */
function reactRouterProductionBuild(): { find: RegExp; replacement: string }[] {
  const development = dirname(fileURLToPath(import.meta.resolve('react-router')));
  const production = join(development, '..', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ].filter(({ replacement }) => existsSync(replacement));
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Mock mode is explicit (see src/config/build-mode.ts): dev without service URLs, or VITE_USE_MOCKS=true.
  const env = loadEnv(mode, webDir, 'VITE_');
  const buildMode = resolveBuildMode(command, env);
  // The contract's images are relative addresses under /images that the shop's host routes to the
  // main service; against real services (say `npm run mocks:serve`) the dev server and preview do too.
  const imagesProxy = !buildMode.useMocks && env.VITE_MAIN_API_URL ? { '/images': { target: env.VITE_MAIN_API_URL, changeOrigin: true } } : undefined;
  const isVitest = process.env.VITEST !== undefined;
  const shell = shellChunk();
  return {
    plugins: [
      ...(isVitest ? [] : [reactRouter()]),
      ...(buildMode.useMocks ? [spaWithoutServerExports(join(webDir, 'src/app/routes/'))] : []),
      shell.plugin, muiWithoutCssVars(), noMockWorkerOutsideMockMode(buildMode.useMocks), previewStaticHostHeaders()],
    // A compile-time constant: a build for real services drops the mock backend and the QA panel entirely.
    // Tests leave it unset, as the root config's 'web' project does: Vitest from web/ then runs the same
    // app (without it, jsdom got mock mode's QA panel, whose mock backend cannot start there).
    define: isVitest ? undefined : { 'import.meta.env.VITE_USE_MOCKS': JSON.stringify(String(buildMode.useMocks)) },
    // `@carsi/sdk/*` and `@carsi/mocks/*` resolve to their sources inside this repo, and `@/` to this
    // app's src/ (@carsi/tooling/source-aliases: one list for Vite, Vitest and the import-cycle check).
    resolve: { alias: [...sourceAliases, ...(command === 'build' ? reactRouterProductionBuild() : []), webSrcAlias] },
    // The server bundle carries every dependency, so `build/server` runs wherever Node does.
    ssr: command === 'build' ? { noExternal: true, target: 'node' } : undefined,
    // Scan every source up front, so the dependencies of every route are pre-bundled at start-up instead
    // of forcing a reload the first time such a route opens.
    optimizeDeps: { entries: ['src/**/*.tsx', '!src/**/*.test.tsx', '!src/testing/**'] },
    // Journeys write screenshots and traces under e2e/; watching them would reload the page under test.
    server: { port: 5173, strictPort: true, watch: { ignored: ['**/e2e/**'] }, ...(imagesProxy ? { proxy: imagesProxy } : {}) },
    preview: { port: 5173, strictPort: true, ...(imagesProxy ? { proxy: imagesProxy } : {}) },
    // The browser's chunks: what every page loads is one shell chunk (build/shell-chunk.ts), the MUI most
    // pages draw with another (build/mui-chunk.ts).
    build: isSsrBuild ? undefined : {
      rolldownOptions: {
        experimental: { lazyBarrel: true },
        output: { codeSplitting: { groups: [{ name: 'shell', test: shell.isShellModule }, muiChunkGroup] } },
      },
    },
    // Lets `npx vitest run` work from web/ as well; the root config's 'web' project is the same.
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      css: { include: [/\.css(\?|$)/] },
    },
  };
});
