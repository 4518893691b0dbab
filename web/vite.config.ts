import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin, type Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '@carsi/mocks/worker-scripts';
import { sourceAliases, webSrcAlias } from '../scripts/source-aliases.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { chunkGraph } from './build/chunk-graph.ts';
import { muiWithoutCssVars } from './build/mui-without-css-vars.ts';
import { preloadMockBackend } from './build/preload-mock-backend.ts';
import { previewStaticHostHeaders } from './build/preview-static-host-headers.ts';
import { reactRouterTreeShaking } from './build/react-router-tree-shaking.ts';
import { preloadMissingOnly } from './build/preload-missing-only.ts';
import { startedFiles, startStages } from './build/start-stages.ts';
import { preloadRoutes, preloadScript } from './src/config/route-preload.ts';
import { contentSecurityPolicy, resolveBuildMode, staticHostHeadersFile, type BuildMode } from './src/config/build-mode.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * React Router 7's package exports resolve its development build everywhere (remix-run/react-router
 * #14102): its dev warnings then run in the shop's production bundle. A build takes the production
 * build beside it, which differs only in that switch; the dev server and tests keep the development one.
 */
function reactRouterProductionBuild(): { find: RegExp; replacement: string }[] {
  const development = dirname(fileURLToPath(import.meta.resolve('react-router')));
  const production = join(development, '..', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ].filter(({ replacement }) => existsSync(replacement));
}

/**
 * The built page carries the CSP as a <meta> tag and the build a `_headers` file for static hosts; a
 * build for real services also drops the mock service worker that public/ holds for mock mode.
 */
function securityPolicy(mode: BuildMode): Plugin {
  let outDir = '';
  return {
    name: 'carsi-security-policy',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      if (!mode.useMocks && outDir) await Promise.all([MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT].map((script) => rm(join(outDir, script), { force: true })));
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(mode, { forMeta: true }) }, injectTo: 'head-prepend' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeadersFile(mode) });
    },
  };
}

/**
 * The first page's code is fetched alongside the entry, not one round trip after the entry has run:
 * index.html loads a tiny same-origin script (`async`, so it blocks nothing) that adds modulepreload
 * links for the chunks of the page at the address (src/config/route-preload.ts). The script's name
 * carries a hash of its text, so it is cached like every other asset.
 */
function preloadFirstRoute(): Plugin {
  let base = '/';
  // generateBundle emits the script and transformIndexHtml links it: both ask for the same bundle's.
  const scripts = new WeakMap<Rolldown.OutputBundle, { fileName: string; source: string } | undefined>();
  const script = (bundle: Rolldown.OutputBundle): { fileName: string; source: string } | undefined => {
    if (scripts.has(bundle)) return scripts.get(bundle);
    const made = makeScript(bundle);
    scripts.set(bundle, made);
    return made;
  };
  const makeScript = (bundle: Rolldown.OutputBundle): { fileName: string; source: string } | undefined => {
    const graph = chunkGraph(bundle);
    const { chunks, closure } = graph;
    // The page's entry (index.html's) with its chunks and those of the start stages it imports
    // (build/start-stages.ts); the stages are entries too, but the shell's imports are the routes.
    const loadedWithEntry = startedFiles(graph);
    const table = preloadRoutes.flatMap(({ pattern, module }) => {
      const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === join(webDir, module));
      if (!chunk) return [];
      // A page outside the marketplace's table also needs the table that imports it on demand (app/router.tsx).
      const tables = [...chunks.values()].filter((candidate) => candidate.dynamicImports.includes(chunk.fileName) && !loadedWithEntry.has(candidate.fileName));
      const files = new Set<string>();
      for (const needed of [...tables, chunk]) closure(needed.fileName, files);
      return [{ pattern, files: [...files].filter((file) => !loadedWithEntry.has(file)) }];
    });
    if (table.length === 0) return undefined;
    const source = preloadScript(table, base);
    return { fileName: `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`, source };
  };
  return {
    name: 'carsi-preload-first-route',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const emitted = script(bundle);
      if (emitted) this.emitFile({ type: 'asset', ...emitted });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const emitted = bundle && script(bundle);
        if (!emitted) return [];
        return [{ tag: 'script', attrs: { async: true, src: `${base}${emitted.fileName}` }, injectTo: 'head' as const }];
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Mock mode is explicit (see src/config/build-mode.ts): dev without service URLs, or VITE_USE_MOCKS=true.
  const env = loadEnv(mode, webDir, 'VITE_');
  const buildMode = resolveBuildMode(command, env);
  // The contract's images are relative addresses under /images that the shop's host routes to the
  // main service; against real services (say `npm run mocks:serve`) the dev server and preview do too.
  const stages = startStages(webDir);
  const lazyImportPreloads = preloadMissingOnly();
  const imagesProxy = !buildMode.useMocks && env.VITE_MAIN_API_URL ? { '/images': { target: env.VITE_MAIN_API_URL, changeOrigin: true } } : undefined;
  return {
    // PRERENDER=false skips drawing the front doors (size checks and build tests that need only the bundle).
    plugins: isSsrBuild
      ? [react(), muiWithoutCssVars(), reactRouterTreeShaking()]
      : [
          react(),
          muiWithoutCssVars(),
          reactRouterTreeShaking(),
          securityPolicy(buildMode),
          stages.plugin,
          preloadMockBackend(buildMode.useMocks, [join(webDir, '../mocks/src/browser.ts'), join(webDir, 'src/features/qa/components/qa-panel.tsx')]),
          preloadFirstRoute(),
          lazyImportPreloads.plugin,
          prerenderPages({ enabled: command === 'build' && process.env.PRERENDER !== 'false', useMocks: buildMode.useMocks, webDir, env }),
          previewStaticHostHeaders(),
        ],
    // The page renderer the host runs (web/server/, built by build/prerender-worker.ts) carries every
    // dependency inside, so `dist-server/` runs wherever Node does, without this repository's node_modules.
    ...(isSsrBuild ? { publicDir: false as const, ssr: { noExternal: true, target: 'node' as const } } : {}),
    // What the shop needs to start is loaded on every page anyway: one chunk per start stage (React, the
    // styling runtime, the app; build/start-stages.ts) instead of ~25 small ones (each a round trip on an
    // HTTP/1.1 host with six connections). Not in the renderer's build, which has no stages.
    // Imported constants stay references: inlined, the mock backend's cookie jar (MSW → tough-cookie →
    // tldts) carried the public-suffix list's 68 KB string three times (mock mode's backend chunk:
    // 748 → 608 KB, 196 → 130 KB gzip); the real-services chunks are the same size either way.
    ...(isSsrBuild ? {} : { build: { modulePreload: { resolveDependencies: lazyImportPreloads.resolveDependencies }, rolldownOptions: { optimization: { inlineConst: false }, input: { index: join(webDir, 'index.html'), ...stages.input }, output: { codeSplitting: { groups: stages.groups } } } } }),
    // A compile-time constant: a build for real services drops the mock backend and the QA panel entirely.
    define: { 'import.meta.env.VITE_USE_MOCKS': JSON.stringify(String(buildMode.useMocks)) },
    // `@carsi/sdk/*` and `@carsi/mocks/*` resolve to their sources inside this repo, and `@/` to this
    // app's src/ (scripts/source-aliases.ts: one list for Vite, Vitest and the import-cycle check).
    resolve: { alias: [...sourceAliases, ...(command === 'build' ? reactRouterProductionBuild() : []), webSrcAlias] },
    // Scan every source up front, so the dependencies of lazy routes are pre-bundled at start-up
    // instead of forcing a reload the first time such a route opens.
    optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx', '!src/testing/**'] },
    // Journeys write screenshots and traces under e2e/; watching them would reload the page under test.
    server: { port: 5173, strictPort: true, watch: { ignored: ['**/e2e/**'] }, ...(imagesProxy ? { proxy: imagesProxy } : {}) },
    // `vite preview` sends the build's own `_headers` (build/preview-static-host-headers.ts), so the
    // security journey sees frame-ancestors too.
    preview: { port: 5173, strictPort: true, ...(imagesProxy ? { proxy: imagesProxy } : {}) },
    // Lets `npx vitest run` work from web/ as well; the root config's 'web' project is the same.
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
    },
  };
});
