import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadChunks, readBrowserManifest, routeChain, type BrowserManifest } from './shop-build.ts';

const manifest: BrowserManifest = {
  entry: { module: '/assets/entry.client-a.js', imports: ['/assets/react-dom-b.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-c.js', imports: ['/assets/react-dom-b.js', '/assets/emotion-d.js'] },
    'routes/shop-layout': { id: 'routes/shop-layout', parentId: 'root', module: '/assets/shop-layout-e.js', imports: ['/assets/header-f.js'] },
    'routes/home': { id: 'routes/home', parentId: 'routes/shop-layout', index: true, module: '/assets/home-g.js', imports: ['/assets/header-f.js', '/assets/rail-h.js'] },
  },
};

const dir = mkdtempSync(join(tmpdir(), 'shop-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the size check's reading of React Router's browser manifest", () => {
  it('reads the manifest file a client build writes', () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'manifest-1a2b3c4d.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    expect(readBrowserManifest(dir)).toEqual(manifest);
  });

  it("gives a page's routes, the root first, and the chunks it loads before it runs, each once", () => {
    const chain = routeChain(manifest, 'routes/home');
    expect(chain.map((route) => route.id)).toEqual(['root', 'routes/shop-layout', 'routes/home']);
    expect([...firstLoadChunks(manifest, chain)]).toEqual([
      '/assets/entry.client-a.js',
      '/assets/react-dom-b.js',
      '/assets/root-c.js',
      '/assets/emotion-d.js',
      '/assets/shop-layout-e.js',
      '/assets/header-f.js',
      '/assets/home-g.js',
      '/assets/rail-h.js',
    ]);
    expect(routeChain(manifest, 'routes/missing')).toEqual([]);
  });
});
