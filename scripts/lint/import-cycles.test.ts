import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, runtimeImports } from './import-cycles.ts';

let dir = '';

/** Writes `files` (path → source) under a fresh folder and returns the cycles found there, as relative paths. */
function cyclesOf(files: Record<string, string>): string[][] {
  dir = mkdtempSync(join(tmpdir(), 'carsi-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return findImportCycles({ roots: [join(dir, 'src')], aliases: { '@/': join(dir, 'src') + '/' } }).map((cycle) => cycle.map((file) => relative(dir, file)));
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('the import cycle check', () => {
  it('names the files of a cycle, also through the @/ alias and a re-export', () => {
    expect(
      cyclesOf({
        'src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;",
        'src/b.ts': "export { c as b } from '@/lib/c.ts';",
        'src/lib/c.ts': "import { a } from '../a.ts';\nexport const c = a;",
        'src/free.ts': "import { a } from './a.ts';\nexport const free = a;",
      }),
    ).toEqual([['src/a.ts', 'src/b.ts', 'src/lib/c.ts', 'src/a.ts']]);
  });

  it('counts a lazy import() and a bare side-effect import as edges', () => {
    expect(cyclesOf({ 'src/routes.tsx': "export const page = () => import('./page.tsx');", 'src/page.tsx': "import './routes.tsx';" })).toHaveLength(1);
  });

  it('leaves out type-only imports and exports, packages and generated code', () => {
    expect(
      cyclesOf({
        'src/a.ts': "import type { B } from './b.ts';\nimport { x } from '@carsi/sdk/main';\nexport type A = B | typeof x;",
        'src/b.ts': "export type { A as B } from './a.ts';\nimport { g } from './generated/g.ts';\nexport const b = g;",
        'src/generated/g.ts': "import { b } from '../b.ts';\nexport const g = b;",
      }),
    ).toEqual([]);
  });

  it('reads the imports of TSX and of type-annotated code', () => {
    const text = "import { type A, b } from './b.ts';\nimport type { C } from './c.ts';\nconst d: import('./d.ts').D = 1;\nexport const E = () => <p>{String(b satisfies A)}</p>;";
    expect(runtimeImports('x.tsx', text)).toEqual(['./b.ts']);
  });
});
