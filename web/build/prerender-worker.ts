/**
 * Draws the prerendered pages in a process of its own (started by prerender-pages.ts): the build's
 * process has React and Vite loaded in whatever mode it ran in, and one Node process cannot hold React's
 * development and production builds side by side. Loads app/prerender/render-page.tsx through a Vite
 * server in SSR mode with the shop's own config, renders each address and writes the results as JSON.
 */
import { writeFile } from 'node:fs/promises';
import { createServer } from 'vite';
import type { PrerenderResult } from '../src/app/prerender/render-page.tsx';

export interface PrerenderJob {
  configFile: string;
  root: string;
  mode: string;
  env: Record<string, string>;
  paths: readonly string[];
  /** Where the results go: `[path, PrerenderResult]` pairs. */
  resultFile: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as PrerenderJob;
const server = await createServer({
  configFile: job.configFile,
  root: job.root,
  mode: job.mode,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const results: [string, PrerenderResult][] = [];
try {
  const { renderPage } = (await server.ssrLoadModule('/src/app/prerender/render-page.tsx')) as typeof import('../src/app/prerender/render-page.tsx');
  for (const path of job.paths) {
    const started = performance.now();
    const result = await renderPage(path, job.env);
    results.push([path, result]);
    console.log('page' in result ? `prerender: ${path} in ${Math.round(performance.now() - started)} ms` : `prerender: ${path} left client-rendered (${result.skipped})`);
  }
} finally {
  await server.close();
}
await writeFile(job.resultFile, JSON.stringify(results));
// Requests the services left open (keep-alive) must not hold the build up.
process.exit(0);
