// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '@carsi/mocks/worker-scripts';
import { buildShop, placeholderServicesEnv, shopEnv } from '../../build/build-shop.ts';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Real `react-router build`s of the shop (a browser and a server bundle each, slow), then a grep of
 * what they emit: a build for real services carries no mock backend, faker, MSW or QA panel; a mock-mode
 * build does (so the grep can fail); a build with neither stops.
 */
const buildsDir = fileURLToPath(new URL('../../../.tmp', import.meta.url));

const noServiceEnv = { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '' };
const mockMarkers = ['@faker-js', MOCK_WORKER_SCRIPT, 'setupWorker', 'carsi.mocks.db', 'Test paneli'];
const workerScripts = new Set([MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT]);

const outDirs: string[] = [];

/** Builds the shop as `npm run build` does, into a fresh folder under .tmp/; rejects with the build's output if it fails. */
async function buildWith(env: Record<string, string>): Promise<string> {
  await mkdir(buildsDir, { recursive: true });
  const outDir = await mkdtemp(join(buildsDir, 'build-output-'));
  outDirs.push(outDir);
  await buildShop({ dir: outDir, env });
  return outDir;
}

/** What a build's `part` (client: the browser's files; server) holds: its file names and its JavaScript, worker scripts apart. */
async function emitted(outDir: string, part: 'client' | 'server'): Promise<{ files: string[]; js: string }> {
  const dir = join(outDir, part);
  const files = (await readdir(dir, { recursive: true })).map(String);
  const jsFiles = files.filter((file) => file.endsWith('.js') && !workerScripts.has(file));
  return { files, js: (await Promise.all(jsFiles.map((file) => readFile(join(dir, file), 'utf8')))).join('\n') };
}

let serviceBuild: Promise<string> | undefined;
/** One build for real services, shared by the tests that only read what it emitted. */
const buildForServices = (): Promise<string> => (serviceBuild ??= buildWith(placeholderServicesEnv));

let mockBuild: Promise<string> | undefined;
/** One mock-mode build (the demo's single-page app), likewise. */
const buildWithMocks = (): Promise<string> => (mockBuild ??= buildWith(shopEnv()));

afterAll(async () => {
  await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('production builds', { timeout: 120_000 }, () => {
  it('a build for real services contains no mock, faker, MSW or QA panel code, in the browser’s files or the server’s', async () => {
    const outDir = await buildForServices();
    const client = await emitted(outDir, 'client');
    const server = await emitted(outDir, 'server');
    expect(client.files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(mockMarkers.filter((marker) => client.js.includes(marker))).toEqual([]);
    expect(mockMarkers.filter((marker) => server.js.includes(marker))).toEqual([]);
    // No mock service worker for a browser to fetch (public/ holds them for mock mode).
    expect(client.files).not.toContain(MOCK_WORKER_SCRIPT);
    expect(client.files).not.toContain(MSW_WORKER_SCRIPT);
    // The security headers for static hosts.
    expect(client.files).toContain('_headers');
  });

  it("leaves out MUI's CSS-variables theme machinery (build/mui-without-css-vars.ts)", async () => {
    const { js } = await emitted(await buildForServices(), 'client');
    // The colour-scheme script of CssVarsProvider, which MUI's ThemeProvider brings along otherwise.
    expect(js).not.toContain('mui-color-scheme-init');
    expect(js).not.toContain('colorSchemeSelector');
    // What the shop uses of MUI stays.
    expect(js).toContain('MuiButtonBase');
  });

  it('a mock-mode build (VITE_USE_MOCKS=true) carries the mock backend and its worker to the browser', async () => {
    const { files, js } = await emitted(await buildWithMocks(), 'client');
    expect(mockMarkers.filter((marker) => js.includes(marker)).length).toBeGreaterThanOrEqual(3);
    expect(files).toEqual(expect.arrayContaining([MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT, 'index.html']));
  });

  it('the HTML a static host serves as it is lets the browser run its own inline scripts and no other (build/static-html-policy.ts)', async () => {
    const html = await readFile(join(await buildWithMocks(), 'client', 'index.html'), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? '';
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
    expect(inlineScripts.length).toBeGreaterThan(0);
    const hashes = inlineScripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    // 'self' for the bundle's files, then exactly the page's own inline scripts: no 'unsafe-inline'.
    expect(scriptSources.toSorted()).toEqual(["'self'", ...new Set(hashes)].toSorted());
    expect(policy).toContain("connect-src 'self';");
  });

  it('a build with no service URL and no mock flag stops with a clear message', async () => {
    await expect(buildWith({ ...noServiceEnv, VITE_USE_MOCKS: '' })).rejects.toThrow(/Build stopped: .* VITE_USE_MOCKS is not "true"/);
  });
});
