import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { chunkGraph } from './chunk-graph.ts';
import { startedFiles } from './start-stages.ts';

/**
 * Before a lazy import, Vite's preload helper adds a modulepreload link for every chunk the imported
 * chunk needs, also for those already loaded: the start stages (React, the styling runtime, the shell)
 * and what the importing chunk itself imports. Each added link costs a phone's main thread ≈2 ms at 4×
 * CPU, ≈80 ms of the home page's load in all (traced: `appendChild` under the helper). The dependencies
 * kept are the chunks that can still be missing. `plugin` reads the bundle's graph before Vite's import
 * analysis asks `resolveDependencies` (both in generateBundle, this plugin first).
 */
export function preloadMissingOnly(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let loadedBefore: ((importer: string) => Set<string>) | undefined;
  const plugin: Plugin = {
    name: 'carsi-preload-missing-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph = chunkGraph(bundle);
      const started = startedFiles(graph);
      const byImporter = new Map<string, Set<string>>();
      loadedBefore = (importer) => {
        let loaded = byImporter.get(importer);
        if (!loaded) byImporter.set(importer, (loaded = graph.closure(importer, new Set(started))));
        return loaded;
      };
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId, hostType }) => {
    // index.html's own preload links are the start stages' (build/start-stages.ts).
    if (hostType !== 'js') return deps;
    if (!loadedBefore) throw new Error('carsi-preload-missing-only: the bundle was not read before Vite asked for preload dependencies');
    const loaded = loadedBefore(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
