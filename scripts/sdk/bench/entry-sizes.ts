/**
 * The gzip size of each public entry of the built package (sdk/dist), bundled on its own with its
 * dependencies and peers left external: what the entry itself adds to an app that imports all of it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleSize, type BundleSize } from './bundle.ts';

interface SdkPackage {
  exports: Record<string, string | { default?: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface EntrySize extends BundleSize {
  entry: string;
  /** The entry file alone (its re-exports), gzip. */
  fileGzipBytes: number;
}

export async function entrySizes(sdkDir: string): Promise<EntrySize[]> {
  const pkg = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as SdkPackage;
  const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const sizes: EntrySize[] = [];
  for (const [entry, target] of Object.entries(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    if (!file?.endsWith('.js')) continue;
    const path = join(sdkDir, file);
    statSync(path);
    const size = await bundleSize({ entry: { file: path }, external: [...external, ...external.map((name) => `${name}/*`)] });
    sizes.push({ entry: entry === '.' ? '@carsi/sdk' : `@carsi/sdk/${entry.slice(2)}`, ...size, fileGzipBytes: gzipSync(readFileSync(path)).byteLength });
  }
  return sizes;
}
