// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '@carsi/mocks/worker-scripts';
import type { Manifest } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildShop } from '../../build/build-shop.ts';
import { manifestClosure, manifestFiles } from '../../build/chunk-graph.ts';
import { START_STAGES } from '../../build/start-stages.ts';

/**
 * Real `vite build`s of the shop (≈1–2 s each with Rolldown), then a grep of what they emit: a build for
 * real services carries no mock backend, faker, MSW or QA panel; a mock-mode build does (so the grep can
 * fail); a build with neither stops.
 */
const serviceEnv = {
  VITE_MAIN_API_URL: 'https://api.carsi.example',
  VITE_CONTENT_API_URL: 'https://icerik.carsi.example',
  VITE_LIVE_API_URL: 'https://canli.carsi.example',
  VITE_USE_MOCKS: '',
  // These services do not exist: the front doors are not drawn (the prerender has its own tests).
  PRERENDER: 'false',
};
const noServiceEnv = { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '' };
const mockMarkers = ['@faker-js', MOCK_WORKER_SCRIPT, 'setupWorker', 'carsi.mocks.db', 'Test paneli'];

const outDirs: string[] = [];

async function buildWith(env: Record<string, string>): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'carsi-build-'));
  outDirs.push(outDir);
  await buildShop({ outDir, env, manifest: true, logLevel: 'silent' });
  return outDir;
}

async function emittedText(outDir: string): Promise<{ files: string[]; js: string; html: string }> {
  const files = (await readdir(outDir, { recursive: true })).map(String);
  const jsFiles = files.filter((file) => file.endsWith('.js'));
  const js = (await Promise.all(jsFiles.map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
  return { files, js, html: await readFile(join(outDir, 'index.html'), 'utf8') };
}

let serviceBuild: Promise<string> | undefined;
/** One build for real services, shared by the tests that only read what it emitted. */
const buildForServices = (): Promise<string> => (serviceBuild ??= buildWith(serviceEnv));

afterAll(async () => {
  await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('production builds', { timeout: 60_000 }, () => {
  it('a build for real services contains no mock, faker, MSW or QA panel code', async () => {
    const { files, js, html } = await emittedText(await buildForServices());
    expect(mockMarkers.filter((marker) => js.includes(marker))).toEqual([]);
    expect(files).not.toContain(MOCK_WORKER_SCRIPT);
    expect(files).not.toContain(MSW_WORKER_SCRIPT);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src &#39;self&#39;;/);
    expect(html).toContain('connect-src &#39;self&#39; https://api.carsi.example https://icerik.carsi.example https://canli.carsi.example');
    // No inline script for script-src 'self' to block: every <script> has a src.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
    expect(files).toContain('_headers');
  });

  it('starts in stages: index.html preloads every stage, and no stage needs a later one to run', async () => {
    const outDir = await buildForServices();
    const { html } = await emittedText(outDir);
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const closure = (key: string): Set<string> => manifestFiles(manifest, manifestClosure(manifest, [key]));
    const stageFiles = START_STAGES.map(({ module }) => manifest[module]?.file ?? `${module} (not built)`);
    for (const file of stageFiles) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    // A stage that imported a later stage's chunk would run it in its own task: one long start again.
    START_STAGES.forEach(({ module }, index) => {
      const needed = closure(module);
      expect(stageFiles.slice(index + 1).filter((later) => needed.has(later))).toEqual([]);
    });
    expect(closure('index.html').size).toBeLessThanOrEqual(2);
  });

  it('links before a lazy import only the chunks that can still be missing (build/preload-missing-only.ts)', async () => {
    const outDir = await buildForServices();
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const home = manifest['src/app/routes/home.tsx'];
    if (!home) throw new Error('the home page has no chunk of its own');
    const code = await readFile(join(outDir, home.file), 'utf8');
    // Vite's helper names its files once (`m.f=[…]`) and each lazy import's by index (`__vite__mapDeps([…])`).
    const named = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? '[]') as string[];
    const preloads = [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((match) => (match[1] ?? '').split(',').map((index) => named[Number(index)]));
    const highlights = preloads.find((files) => files[0] === manifest['src/features/home/components/highlights.tsx']?.file);
    // What the highlights need and the home page did not load: the product card.
    expect(highlights).toContain(Object.values(manifest).find((chunk) => chunk.name === 'product-card')?.file ?? 'no product-card chunk');
    const loaded = manifestFiles(manifest, manifestClosure(manifest, ['index.html', 'src/app/routes/home.tsx', ...START_STAGES.map(({ module }) => module)]));
    expect(preloads.length).toBeGreaterThanOrEqual(3);
    for (const files of preloads) expect(files.filter((file) => file !== undefined && loaded.has(file))).toEqual([]);
  });

  it("leaves out MUI's CSS-variables theme machinery (build/mui-without-css-vars.ts)", async () => {
    const { js } = await emittedText(await buildForServices());
    // The colour-scheme script of CssVarsProvider, which MUI's ThemeProvider brings along otherwise.
    expect(js).not.toContain('mui-color-scheme-init');
    expect(js).not.toContain('colorSchemeSelector');
  });

  it("leaves out React Router's forms and data-router submits, which the shop never uses (build/react-router-tree-shaking.ts)", async () => {
    const { js } = await emittedText(await buildForServices());
    // getFormSubmissionInfo's error, reachable only from <Form> and useSubmit.
    expect(js).not.toContain('Cannot submit');
    // What the shop uses stays: useNavigate, with its guard.
    expect(js).toContain('useNavigate() may be used only in the context of a <Router> component.');
  });

  it('a mock-mode build (VITE_USE_MOCKS=true) carries the mock backend and its worker', async () => {
    // The bundle only: drawing its front doors is the journeys' to check (e2e/prerender.spec.ts).
    const outDir = await buildWith({ ...noServiceEnv, VITE_USE_MOCKS: 'true', PRERENDER: 'false' });
    const { files, js, html } = await emittedText(outDir);
    expect(mockMarkers.filter((marker) => js.includes(marker)).length).toBeGreaterThanOrEqual(3);
    expect(files).toEqual(expect.arrayContaining([MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT]));
    // The mock backend's code downloads with the start stages (build/preload-mock-backend.ts).
    const workerStarter = files.filter((file) => file.endsWith('.js') && file !== MOCK_WORKER_SCRIPT && file !== MSW_WORKER_SCRIPT);
    const starters = (await Promise.all(workerStarter.map(async (file) => ((await readFile(join(outDir, file), 'utf8')).includes(MOCK_WORKER_SCRIPT) ? file : undefined)))).filter(Boolean);
    expect(starters.length).toBeGreaterThan(0);
    for (const file of starters) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
  });

  it('a build with no service URL and no mock flag stops with a clear message', async () => {
    await expect(buildWith({ ...noServiceEnv, VITE_USE_MOCKS: '' })).rejects.toThrow(/Derleme durduruldu: .* VITE_USE_MOCKS "true" değil/);
  });
});
