/**
 * The documents a newcomer reads: every relative link in README.md, docs/*.md and the packages'
 * READMEs points at a file that exists (and, for a link into a Markdown file, at one of its
 * headings), and every `docs/<file>.md#<section>` a code comment cites exists too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading: string): string =>
  heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1] ?? '');
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** What is wrong with a link to `target` (a path, optionally with `#anchor`) from `fromFile`. */
function brokenTarget(fromFile: string, target: string): string | undefined {
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = path === '' ? fromFile : join(dirname(fromFile), decodeURI(path));
  if (!existsSync(file)) return 'no such file';
  if (anchor !== undefined && file.endsWith('.md') && statSync(file).isFile()) {
    if (!anchorsOf(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor))) return `no heading #${anchor}`;
  }
  return undefined;
}

const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  'openapi/README.md',
  'sdk/README.md',
  'mocks/README.md',
];

/** Markdown links and images, outside code blocks and code spans. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

const skippedFolders = new Set(['node_modules', '.git', 'dist', 'generated', 'artifacts', '.tmp', '.react-router', 'docs']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    return /\.(ts|tsx|js|mjs|ya?ml)$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

describe('documents', () => {
  it('link only to files and headings that exist', () => {
    const broken = documents.flatMap((document) => {
      const file = join(root, document);
      return linksOf(readFileSync(file, 'utf8'))
        .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
        .flatMap((target) => {
          const problem = brokenTarget(file, target);
          return problem ? [`${document}: (${target}) ${problem}`] : [];
        });
    });
    expect(broken).toEqual([]);
  });

  it('have every section the code cites', () => {
    const cited = sourceFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w/.-])docs\/[\w-]+\.md(?:#[\p{L}\p{N}_-]+)?/gu)].map((match) => ({ file, target: match[0] })),
    );
    expect(cited.length).toBeGreaterThan(0);
    const broken = cited.flatMap(({ file, target }) => {
      const problem = brokenTarget(join(root, 'README.md'), target);
      return problem ? [`${relative(root, file)}: ${target} ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
