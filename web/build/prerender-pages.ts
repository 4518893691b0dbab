/**
 * The shop's front doors as HTML with their content (issue 12), for static hosts: after a build for
 * real services, build/prerender-worker.ts builds the page renderer (`<outDir>-server/`, which
 * `npm run serve` runs to draw every public page per request) and draws the pages of
 * config/prerender.ts with it; they are written next to the client shell. Every other address gets
 * `spa.html`, the client-rendered shell (`_redirects` says so to Netlify / Cloudflare Pages; `vite
 * preview` does the same). A page whose answers fail at build time is left client-rendered, and the
 * build says so. See server/page-html.ts for what a drawn page holds and how its app starts.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PreviewServer } from 'vite';
import { prerenderedFile, prerenderedPaths, SPA_FALLBACK_FILE } from '../src/config/prerender.ts';
import type { PrerenderResult } from '../src/app/prerender/render-page.tsx';
import { drawnPageHtml, startLaterAsset } from '../server/page-html.ts';
import { serverDirOf } from '../server/server-build.ts';
import { htmlFileFor } from '../server/shop-host.ts';
import type { PrerenderJob } from './prerender-worker.ts';
import { nodeOnSources } from '../../scripts/lib/node-on-sources.ts';


function servePrerendered(server: PreviewServer, outDir: () => string): void {
  server.middlewares.use((request, _response, next) => {
    const url = new URL(request.url ?? '/', 'http://preview');
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const file = join(outDir(), decodeURIComponent(url.pathname));
    if (wantsPage && !(existsSync(file) && statSync(file).isFile())) {
      request.url = `/${htmlFileFor(outDir(), url.pathname).slice(outDir().length + 1)}${url.search}`;
    }
    next();
  });
}

/** Runs prerender-worker.ts in a fresh Node process (production React) and reads its results. */
async function renderAll(job: Omit<PrerenderJob, 'resultFile' | 'paths'>): Promise<Map<string, PrerenderResult>> {
  const folder = await mkdtemp(join(tmpdir(), 'carsi-prerender-'));
  const resultFile = join(folder, 'results.json');
  try {
    const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
    // On Node's own type stripping: tsx transformed every file the worker loads, the mock backend's
    // included, on the first build of a fresh clone.
    const { command, args } = nodeOnSources(fileURLToPath(new URL('./prerender-worker.ts', import.meta.url)));
    const jobArgument = JSON.stringify({ ...job, paths: prerenderedPaths, resultFile } satisfies PrerenderJob);
    await new Promise<void>((done, fail) => {
      const child = spawn(command, [...args, jobArgument], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
      child.on('error', fail);
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`prerender: the worker stopped with code ${code ?? 'null'}`))));
    });
    return new Map(JSON.parse(await readFile(resultFile, 'utf8')) as [string, PrerenderResult][]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function prerenderPages({ enabled, useMocks, webDir, env }: { enabled: boolean; useMocks: boolean; webDir: string; env: Record<string, string> }): Plugin {
  let outDir = '';
  let base = '/';
  let configFile = '';
  let mode = 'production';
  return {
    name: 'carsi-prerender-pages',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      configFile = config.configFile ?? join(webDir, 'vite.config.ts');
      mode = config.mode;
    },
    configurePreviewServer: (server) => servePrerendered(server, () => outDir),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        if (!outDir || !existsSync(join(outDir, 'index.html'))) return;
        const shellFile = join(outDir, 'index.html');
        await copyFile(shellFile, join(outDir, SPA_FALLBACK_FILE));
        await writeFile(join(outDir, '_redirects'), `/*  /${SPA_FALLBACK_FILE}  200\n`);
        if (!enabled) return;
        const shell = await readFile(shellFile, 'utf8');
        const startLater = startLaterAsset(shell);
        await writeFile(join(outDir, startLater.fileName), startLater.source);
        const results = await renderAll({ configFile, root: webDir, mode, env, serverOutDir: serverDirOf(outDir), ...(useMocks ? { mockBuildDir: outDir } : {}) });
        for (const [address, result] of results) {
          if (!('page' in result)) continue;
          const file = join(outDir, prerenderedFile(address));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, drawnPageHtml(shell, { address, ...result.page }, `${base}${startLater.fileName}`, 'unknown'));
        }
      },
    },
  };
}
