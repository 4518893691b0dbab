/**
 * Builds the page renderer and draws the prerendered pages with it, in a process of its own (started by
 * prerender-pages.ts): the build's process has React loaded in whatever mode it ran in, and one Node
 * process cannot hold React's development and production builds side by side.
 *
 * 1. An SSR build of server/serve.ts and app/prerender/render-page.tsx, with the shop's own config and
 *    every dependency inside, into `<outDir>-server/` (the host that draws pages per request, `npm run serve`).
 * 2. That build's renderPage draws each address of config/prerender.ts; the results go out as JSON.
 *
 * A mock-mode build has no services to draw from: the mock backend answers over loopback in this
 * process (the same handlers and seed as the in-browser one), and the pictures the drawn pages show are
 * written into the build as files. A first visit paints them before the mock service worker runs; once
 * it does, the worker answers the same addresses with the same pictures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
  /** Mock mode: the build's folder, which gets the drawn pages' pictures (see above). */
  mockBuildDir?: string;
}

/** The mock backend over loopback, and the environment that sends the renderer's calls to it. */
async function mockServices(env: Record<string, string>): Promise<{ env: Record<string, string>; origin: string; close: () => void }> {
  const [{ createMockHttpServer, listen }, { handlers }] = await Promise.all([import('@carsi/mocks/http-server'), import('@carsi/mocks/node')]);
  const server = createMockHttpServer(handlers);
  const origin = `http://127.0.0.1:${await listen(server, 0)}`;
  return { env: { ...env, VITE_MAIN_API_URL: origin, VITE_CONTENT_API_URL: origin, VITE_LIVE_API_URL: origin }, origin, close: () => server.close() };
}

/** The mock's picture addresses (`/images/<kind>/<name>`) in a drawn page's `src` and `srcset`, without their queries' duplicates. */
function pictureAddresses(html: string): Map<string, string> {
  const byFile = new Map<string, string>();
  for (const [address = ''] of html.replaceAll('&amp;', '&').matchAll(/\/images\/[\w-]+\/[\w.-]+(\?[^"\s,]*)?/g)) {
    const file = address.split('?')[0] ?? address;
    if (!byFile.has(file)) byFile.set(file, address);
  }
  return byFile;
}

/** Writes each picture the pages show into the build as the mock backend draws it (an SVG scales to every `w` of a srcset). */
async function writePictures(pages: readonly string[], origin: string, buildDir: string): Promise<number> {
  const pictures = new Map(pages.flatMap((html) => [...pictureAddresses(html)]));
  for (const [file, address] of pictures) {
    const response = await fetch(`${origin}${address}`);
    if (!response.ok) throw new Error(`prerender: the mock backend answered ${response.status} for ${address}`);
    const target = join(buildDir, decodeURIComponent(file));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(await response.arrayBuffer()));
  }
  return pictures.size;
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
const mock = job.mockBuildDir ? { buildDir: job.mockBuildDir, ...(await mockServices(job.env)) } : undefined;
const results: [string, PrerenderResult][] = [];
for (const path of job.paths) {
  const drawn = performance.now();
  const result = await renderPage(path, mock?.env ?? job.env);
  results.push([path, result]);
  console.log('page' in result ? `prerender: ${path} in ${Math.round(performance.now() - drawn)} ms` : `prerender: ${path} left client-rendered (${result.skipped})`);
}
if (mock) {
  const pages = results.flatMap(([, result]) => ('page' in result ? [result.page.html] : []));
  console.log(`prerender: ${await writePictures(pages, mock.origin, mock.buildDir)} pictures of the mock backend written`);
  mock.close();
}
await writeFile(job.resultFile, JSON.stringify(results));
// Requests the services left open (keep-alive) must not hold the build up.
process.exit(0);
