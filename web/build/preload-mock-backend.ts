import type { Plugin } from 'vite';
import { chunkGraph, modulepreloadTags } from './chunk-graph.ts';
import { stageFiles } from './start-stages.ts';

/**
 * In mock mode the app starts the mock backend (and its QA panel) before it draws anything
 * (src/app/start.tsx), but their code is asked for only once the app's own code has run: one round
 * trip and ≈100–200 ms late on every page load. A mock-mode build links that code from index.html as
 * module preloads, so it downloads alongside the start stages; it still runs only when the app imports
 * it. `modules` are the absolute paths of the modules start.tsx imports for mock mode.
 */
export function preloadMockBackend(enabled: boolean, modules: string[]): Plugin {
  let base = '/';
  return {
    name: 'carsi-preload-mock-backend',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!enabled || !bundle || !entry) return [];
        const graph = chunkGraph(bundle);
        const alreadyLinked = new Set([...graph.closure(entry.fileName), ...stageFiles(graph, entry)]);
        const files = new Set<string>();
        for (const chunk of graph.chunks.values()) {
          if (chunk.facadeModuleId && modules.includes(chunk.facadeModuleId)) graph.closure(chunk.fileName, files);
        }
        return modulepreloadTags([...files].filter((file) => !alreadyLinked.has(file)), base);
      },
    },
  };
}
