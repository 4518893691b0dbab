import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { chunkGraph, modulepreloadTags, type ChunkGraph } from './chunk-graph.ts';

/**
 * The stages src/main.tsx imports one after another, in this order: each becomes one chunk holding
 * every module the stage needs that an earlier stage has not loaded, so the modules of each stage run
 * in a task of their own.
 */
export const START_STAGES = [
  { chunk: 'react', module: 'src/app/start-stages/react-stage.ts' },
  { chunk: 'styles', module: 'src/app/start-stages/styles-stage.ts' },
  { chunk: 'shell', module: 'src/app/start.tsx' },
] as const;

const ENTRY_MODULE = 'src/main.tsx';
const ENTRY_CHUNK = 'index';

type CodeSplittingGroup = Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>['groups'] extends (infer Group)[] | undefined ? Group : never;

/**
 * The start stages of a client build. Each stage module is also an entry of the build, so Rolldown
 * tags the modules the stages need as initial (`$initial`, after tree-shaking: a barrel's unused
 * re-exports are not among them); `groups` (for `output.codeSplitting`) then put the initial modules of
 * each stage in its chunk, and the plugin links every stage's chunks from index.html as module
 * preloads, so they load alongside the entry.
 */
export function startStages(webDir: string): { plugin: Plugin; input: Record<string, string>; groups: CodeSplittingGroup[] } {
  const stageOf = new Map<string, string>();
  let base = '/';
  const input = Object.fromEntries(START_STAGES.map(({ chunk, module }) => [chunk, join(webDir, module)]));
  // Each module has one stage (the earliest that needs it, see buildEnd), so the groups never overlap.
  const groups = [ENTRY_CHUNK, ...START_STAGES.map(({ chunk }) => chunk)].map((chunk) => ({
    name: chunk,
    tags: ['$initial' as const],
    test: (id: string) => stageOf.get(id) === chunk,
  }));
  const plugin: Plugin = {
    name: 'carsi-start-stages',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    buildEnd() {
      stageOf.clear();
      const taken = new Set<string>();
      const closure = (id: string, into: Set<string>): void => {
        if (into.has(id) || taken.has(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, into);
      };
      // What the entry imports statically (Vite's preload helper) stays in the entry's chunk: in a stage
      // chunk, it would make that chunk a static import of the entry, which would then run with it.
      for (const { chunk, module } of [{ chunk: ENTRY_CHUNK, module: ENTRY_MODULE }, ...START_STAGES]) {
        const modules = new Set<string>();
        closure(join(webDir, module), modules);
        for (const id of modules) {
          stageOf.set(id, chunk);
          taken.add(id);
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return [];
        return modulepreloadTags(stageFiles(chunkGraph(bundle), entry), base);
      },
    },
  };
  return { plugin, input, groups };
}

/** The chunks of the start stages the entry imports, with their static imports, less the entry's own. */
export function stageFiles({ chunks, closure }: ChunkGraph, entry: Rolldown.OutputChunk): string[] {
  const loadedWithEntry = closure(entry.fileName);
  const staged = new Set<string>();
  for (const file of loadedWithEntry) for (const stage of chunks.get(file)?.dynamicImports ?? []) closure(stage, staged);
  return [...staged].filter((file) => !loadedWithEntry.has(file));
}

/**
 * Every chunk in the page's module map once the shop has started: index.html's entry, its start stages
 * and their static imports (a lazy import runs only after these).
 */
export function startedFiles(graph: ChunkGraph): Set<string> {
  const started = new Set<string>();
  for (const entry of graph.chunks.values()) {
    if (!entry.isEntry || !entry.facadeModuleId?.endsWith('.html')) continue;
    graph.closure(entry.fileName, started);
    for (const file of stageFiles(graph, entry)) started.add(file);
  }
  return started;
}
