/**
 * Builds the page renderer and draws the prerendered pages with it, in a process of its own (started by
 * prerender-pages.ts): the build's process has React loaded in whatever mode it ran in, and one Node
 * process cannot hold React's development and production builds side by side.
 *
 * 1. An SSR build of server/serve.ts and app/prerender/render-page.tsx, with the shop's own config and
 *    every dependency inside, into `<outDir>-server/` (the host that draws pages per request, `npm run serve`).
 * 2. That build's renderPage draws each address of config/prerender.ts; the results go out as JSON.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PrerenderResult } from '../src/app/prerender/render-page.tsx';
import { serverEntries } from '../server/server-build.ts';

export interface PrerenderJob {
  configFile: string;
  root: string;
  mode: string;
  env: Record<string, string>;
  paths: readonly string[];
  /** Where the page renderer is built (see server/server-build.ts). */
  serverOutDir: string;
  /** Where the results go: `[path, PrerenderResult]` pairs. */
  resultFile: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as PrerenderJob;
const started = performance.now();
await build({
  configFile: job.configFile,
  root: job.root,
  mode: job.mode,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: job.serverOutDir,
    emptyOutDir: true,
    reportCompressedSize: false,
    rolldownOptions: { input: Object.fromEntries(Object.entries(serverEntries).map(([name, file]) => [name, join(job.root, file)])) },
  },
});
console.log(`prerender: page renderer built in ${Math.round(performance.now() - started)} ms`);
const { renderPage } = (await import(pathToFileURL(join(job.serverOutDir, 'render-page.js')).href)) as typeof import('../src/app/prerender/render-page.tsx');
const results: [string, PrerenderResult][] = [];
for (const path of job.paths) {
  const drawn = performance.now();
  const result = await renderPage(path, job.env);
  results.push([path, result]);
  console.log('page' in result ? `prerender: ${path} in ${Math.round(performance.now() - drawn)} ms` : `prerender: ${path} left client-rendered (${result.skipped})`);
}
await writeFile(job.resultFile, JSON.stringify(results));
// Requests the services left open (keep-alive) must not hold the build up.
process.exit(0);
