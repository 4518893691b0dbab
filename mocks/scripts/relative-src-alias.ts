/**
 * tsc keeps the mocks' `@mocks/…` specifiers as written, and an installed package has no such alias.
 * After the emit, each is pointed at its emitted file by a relative path (`@mocks/db/index.ts` in
 * lib/handlers/cart.js becomes `../db/index.ts`), which add-esm-extensions then gives its `.js`.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { mocksSrc } from '@carsi/tooling/source-aliases';

const aliased = new RegExp(`(\\bfrom\\s*|\\bimport\\s*\\(\\s*|\\bimport\\s+)(['"])${mocksSrc.prefix}([^'"]*)\\2`, 'g');

const emittedUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? emittedUnder(path) : /\.(d\.ts|js)$/.test(name) ? [path] : [];
  });

/** Rewrites every `@mocks/` specifier under `lib` (the emitted src/) relative to its file; the count of files changed. */
export function relativeSrcAlias(lib: string): number {
  let changed = 0;
  for (const file of emittedUnder(lib)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(aliased, (_match, lead: string, quote: string, rest: string) => {
      const path = relative(dirname(file), join(lib, rest));
      return `${lead}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
    });
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  return changed;
}
