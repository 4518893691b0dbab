/**
 * Orval writes extensionless relative imports (`../../model`); Node's ESM resolution needs the file.
 * After `tsc` emits sdk/dist (or the mocks' lib/), this points every relative specifier of the .js and
 * .d.ts files at the file that exists (`../../model/index.js`), and every `.ts` specifier tsc kept in
 * declarations at its emitted `.js`, so the package works in Node as well as in bundlers.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'sdk/dist');
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(d\.ts|js)$/.test(name) ? [path] : [];
  });

function withExtension(fromFile: string, spec: string): string {
  if (/\.(js|json)$/.test(spec)) return spec;
  // Declarations keep the source's `.ts` specifiers; the emitted file next to them is `.js`.
  const source = /\.tsx?$/.exec(spec);
  if (source) {
    const emitted = spec.slice(0, source.index) + '.js';
    if (existsSync(resolve(dirname(fromFile), emitted))) return emitted;
    throw new Error(`${fromFile}: ${spec} has no emitted ${emitted}`);
  }
  const target = resolve(dirname(fromFile), spec);
  if (existsSync(`${target}.js`)) return `${spec}.js`;
  if (existsSync(join(target, 'index.js'))) return `${spec}/index.js`;
  throw new Error(`${fromFile}: cannot resolve ${spec}`);
}

let changed = 0;
for (const file of filesUnder(dist)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(specifier, (_m, lead: string, quote: string, spec: string) => `${lead}${quote}${withExtension(file, spec)}${quote}`);
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`add-esm-extensions: ${changed} files rewritten in ${dist}`);
