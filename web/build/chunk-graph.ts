import type { HtmlTagDescriptor, Manifest, Rolldown } from 'vite';

/** A bundle's chunks by file name, and what a chunk needs before it runs: itself and its static imports. */
export interface ChunkGraph {
  chunks: Map<string, Rolldown.OutputChunk>;
  closure: (fileName: string, into?: Set<string>) => Set<string>;
}

export function chunkGraph(bundle: Rolldown.OutputBundle): ChunkGraph {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (fileName: string, into?: Set<string>): Set<string> => importClosure(fileName, (file) => chunks.get(file)?.imports, into);
  return { chunks, closure };
}

/**
 * `start` and what it imports statically, transitively: a chunk of the bundle by file name here, an
 * entry of Vite's manifest by source key in the size check. Added to `into` when given.
 */
export function importClosure(start: string, importsOf: (node: string) => readonly string[] | undefined, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of importsOf(start) ?? []) importClosure(imported, importsOf, into);
  return into;
}

/** The entries of Vite's manifest `roots` need before they run: themselves and their static imports, by source key. */
export function manifestClosure(manifest: Manifest, roots: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const root of roots) if (manifest[root]) importClosure(root, (key) => manifest[key]?.imports, keys);
  return keys;
}

/** The output files of those manifest entries. */
export const manifestFiles = (manifest: Manifest, keys: Iterable<string>): Set<string> =>
  new Set([...keys].flatMap((key) => manifest[key]?.file ?? []));

/** index.html's module preload links for `files` (loaded alongside the entry, run only when imported). */
export const modulepreloadTags = (files: Iterable<string>, base: string): HtmlTagDescriptor[] =>
  [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
