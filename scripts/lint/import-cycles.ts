/**
 * `npm run lint`'s cycle check: no module of the SDK, the mocks or the web app reaches itself again
 * through its own imports. A cycle makes module initialisation order-dependent (a value read before its
 * module ran) and blurs the one-way flow ESLint's zones keep.
 *
 * It replaced ESLint's `import-x/no-cycle`, which parsed every module a second time with the TypeScript
 * parser to follow its imports: in `npm test`'s lint step, beside the type check, a sixth of the step's
 * time. Here each file is parsed once with Vite's own parser (oxc) and the graph is walked once.
 *
 * The edges are the rule's: static imports and re-exports, and `import()` of a literal path; `import type`
 * and `export type` are not edges (they leave no trace at run time). Only our own sources are nodes:
 * packages (`@carsi/*` included: the dependency rule keeps the three packages acyclic) and generated code
 * are not followed.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { root } from '@carsi/tooling/services';
import { mocksSrc, webSrc } from '@carsi/tooling/source-aliases';

export interface CycleCheckOptions {
  /** Folders whose modules are checked. */
  roots: readonly string[];
  /** Path aliases: a specifier starting with the key is a path under the value (`@/` → web/src/). */
  aliases?: Readonly<Record<string, string>>;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED_FOLDER = /[\\/](node_modules|dist|generated)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDER.test(path) ? [] : sourcesUnder(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a module needs at run time: its value imports and re-exports, and literal `import()`s. */
export function runtimeImports(file: string, text: string): string[] {
  const { program, module, errors } = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  const specifiers: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') specifiers.push(statement.source.value);
    if (statement.type === 'ExportAllDeclaration' && statement.exportKind !== 'type') specifiers.push(statement.source.value);
    if (statement.type === 'ExportNamedDeclaration' && statement.source && statement.exportKind !== 'type') specifiers.push(statement.source.value);
  }
  for (const { moduleRequest } of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text.slice(moduleRequest.start, moduleRequest.end));
    if (literal?.[2] !== undefined) specifiers.push(literal[2]);
  }
  return specifiers;
}

function resolveLocal(from: string, specifier: string, aliases: Readonly<Record<string, string>>): string | undefined {
  const alias = Object.entries(aliases).find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? join(alias[1], specifier.slice(alias[0].length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((path) => existsSync(path) && statSync(path).isFile());
}

/** One cycle through `start` inside its strongly connected component, as a list of files. */
function cycleThrough(start: string, component: ReadonlySet<string>, edges: ReadonlyMap<string, readonly string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of edges.get(file) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every import cycle among the modules under `roots`, one per strongly connected component, as file lists. */
export function findImportCycles({ roots, aliases = {} }: CycleCheckOptions): string[][] {
  const files = roots.flatMap(sourcesUnder);
  const nodes = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolveLocal(file, specifier, aliases))
      .filter((target): target is string => target !== undefined && nodes.has(target));
    edges.set(file, [...new Set(targets)]);
  }

  // Tarjan's strongly connected components, with an explicit stack (deep import chains stay off the call stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const root of files) {
    if (index.has(root)) continue;
    const work: { file: string; next: number }[] = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { file: string; next: number };
      const targets = edges.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) as number, low.get(frame.file) as number));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = new Set<string>();
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.add(member);
      } while (member !== frame.file);
      const selfImport = (edges.get(frame.file) ?? []).includes(frame.file);
      if (component.size > 1 || selfImport) cycles.push(cycleThrough(frame.file, component, edges));
    }
  }
  return cycles;
}

function main(): void {
  const cycles = findImportCycles({
    roots: ['web/src', 'mocks/src', 'sdk/src'].map((dir) => join(root, dir)),
    aliases: { [webSrc.prefix]: webSrc.dir, [mocksSrc.prefix]: mocksSrc.dir },
  });
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map((file) => relative(root, file)).join(' → ')}`);
  if (cycles.length > 0) process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
