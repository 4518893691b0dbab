/**
 * The shop's front doors as HTML with their content (issue 12): after a build for real services, the
 * pages of config/prerender.ts are drawn in Node from the services' current answers (the app's own
 * providers, router and first requests, through app/prerender/render-page.tsx) and written next to the
 * client shell. Every other address gets `spa.html`, the client-rendered shell (`_redirects` says so to
 * Netlify / Cloudflare Pages; `vite preview` and the bench's host do the same).
 *
 * A prerendered page paints without any script; its app code is asked for only once that paint and its
 * pictures are in (or at the first input, or after 3 s), then hydrates what is on the screen. A page
 * whose answers fail at build time is left client-rendered, and the build says so.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PreviewServer } from 'vite';
import {
  PRERENDER_STATE_ID,
  PRERENDERED_ATTRIBUTE,
  prerenderedFile,
  prerenderedPaths,
  SPA_FALLBACK_FILE,
  startLaterScript,
} from '../src/config/prerender.ts';
import type { PrerenderResult } from '../src/app/prerender/render-page.tsx';
import type { PrerenderJob } from './prerender-worker.ts';


const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const routePreloadScript = /<script async src="([^"]+route-preload-[^"]+)"><\/script>\s*/;
const rootElement = /<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/;

/** The shell's HTML turned into one prerendered page that starts its app later. */
export function prerenderedHtml(shell: string, page: { path: string; html: string; head: string; state: string }, startLaterSrc: string): string {
  const withoutScripts = shell.replace(moduleScript, '').replace(modulePreload, '').replace(routePreloadScript, '');
  const head = page.head.includes('<title>') ? withoutScripts.replace(/<title>[\s\S]*?<\/title>/, '') : withoutScripts;
  return head
    .replace('</head>', `${page.head}<script defer src="${startLaterSrc}"></script></head>`)
    .replace(
      rootElement,
      (_match, end: string) =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${page.html}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${page.state}</script>${end}`,
    );
}

/** What the shell loads first: its module entry, the entry's preloads, the route preload script. */
function shellScripts(shell: string): { entry: string; preloads: string[]; routePreload?: string } {
  const entry = moduleScript.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: the built index.html has no module entry');
  return { entry, preloads: [...shell.matchAll(modulePreload)].map((match) => match[1] ?? ''), routePreload: routePreloadScript.exec(shell)?.[1] };
}

/** The HTML file the host answers an address with: its prerendered page, else the shell. */
export function htmlFileFor(outDir: string, pathname: string): string {
  const prerendered = join(outDir, prerenderedFile(pathname));
  if (pathname.startsWith('/') && !pathname.includes('..') && existsSync(prerendered) && statSync(prerendered).isFile()) return prerendered;
  const fallback = join(outDir, SPA_FALLBACK_FILE);
  return existsSync(fallback) ? fallback : join(outDir, 'index.html');
}

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
    const worker = fileURLToPath(new URL('./prerender-worker.ts', import.meta.url));
    // From the repository's root, `--import tsx` finds the root's tsx.
    const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
    const args = ['--import', 'tsx', worker, JSON.stringify({ ...job, paths: prerenderedPaths, resultFile } satisfies PrerenderJob)];
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
      child.on('error', fail);
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`prerender: the worker stopped with code ${code ?? 'null'}`))));
    });
    return new Map(JSON.parse(await readFile(resultFile, 'utf8')) as [string, PrerenderResult][]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function prerenderPages({ enabled, webDir, env }: { enabled: boolean; webDir: string; env: Record<string, string> }): Plugin {
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
        const source = startLaterScript(shellScripts(shell));
        const startLater = `assets/start-later-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        await writeFile(join(outDir, startLater), source);
        const results = await renderAll({ configFile, root: webDir, mode, env });
        for (const [path, result] of results) {
          if (!('page' in result)) continue;
          const file = join(outDir, prerenderedFile(path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, prerenderedHtml(shell, { path, ...result.page }, `${base}${startLater}`));
        }
      },
    },
  };
}
