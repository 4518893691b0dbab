import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readVerticals } from './verticals.ts';

const yaml = join(import.meta.dirname, '..', '..', 'openapi', 'verticals', 'verticals.yaml');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** verticals.yaml with `edit` applied to its text, in a folder of its own. */
function editedList(edit: (text: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), 'verticals-'));
  folders.push(folder);
  const file = join(folder, 'verticals.yaml');
  writeFileSync(file, edit(readFileSync(yaml, 'utf8')));
  return file;
}

describe('verticals.yaml', () => {
  it('gives every section the facts the shop and the mock backend read', () => {
    const list = readVerticals(yaml);
    expect(list.map((v) => [v.slug, v.route, v.title, v.commissionRate])).toEqual([
      ['second-hand', '/pazar', 'İkinci El Pazar', 0.08],
      ['craft', '/zanaat', 'Zanaat', 0.1],
      ['swap', '/takas', 'Takas', 0.05],
    ]);
  });

  it('names the field a new entry lacks, and a route that is not one segment', () => {
    const file = editedList((text) => text.replace('    title: Zanaat\n', '').replace('route: /takas', 'route: /takas/ilanlar'));
    expect(() => readVerticals(file)).toThrow(/entry 2 \(craft\): 'title' must be a string[\s\S]*entry 3 \(swap\): 'route' must be one path segment/);
  });
});
