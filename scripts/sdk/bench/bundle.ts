/** Minified ESM bundle of one module graph with esbuild, and its raw and gzip sizes. */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface BundleSize {
  bytes: number;
  gzipBytes: number;
  /** The files that went into the bundle. */
  inputs: string[];
}

export interface BundleInput {
  /** A file to bundle, or source text resolved from `resolveDir`. */
  entry: { file: string } | { contents: string; resolveDir: string };
  external?: string[];
}

export async function bundleSize({ entry, external = [] }: BundleInput): Promise<BundleSize> {
  const result = await build({
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { contents: entry.contents, resolveDir: entry.resolveDir, loader: 'tsx' } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    // No tsconfig: the repo's `paths` point @carsi/sdk at its sources, and the bench measures the build.
    tsconfigRaw: {},
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, inputs: Object.keys(result.metafile.inputs) };
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
