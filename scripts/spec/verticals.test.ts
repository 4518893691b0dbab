import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addVerticalPlatforms, expandVertical, readVerticals, type Vertical } from './verticals.ts';

const yaml = join(import.meta.dirname, '..', '..', 'openapi', 'verticals', 'verticals.yaml');
const template = join(import.meta.dirname, '..', '..', 'openapi', 'verticals', 'template.yaml');
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

describe('a new section', () => {
  const rental: Vertical = {
    ...(readVerticals(yaml)[0] as Vertical),
    slug: 'rental', Name: 'Rental', name: 'rental', platform: 'RENTAL', label: 'Kiralık', route: '/kirala', overlay: undefined,
  };

  it("gets the template's calls and the states of a sold listing without an overlay", () => {
    const expanded = expandVertical(template, rental) as { paths: Record<string, unknown>; components: { schemas: Record<string, { enum?: string[] }> } };
    expect(Object.keys(expanded.paths).filter((path) => !/^\/api\/(v2\/)?rental\//.test(path))).toEqual([]);
    expect(expanded.components.schemas.RentalProductState?.enum).toEqual(['WAITING_FOR_APPROVAL', 'REJECTED', 'REMOVED', 'ACTIVE', 'SOLD']);
  });

  it("is added to the contract's Platform enumeration once", () => {
    const doc = { components: { schemas: { Platform: { type: 'string', enum: ['MARKETPLACE', 'SECONDHAND'], 'x-enum-varnames': ['MARKETPLACE', 'SECONDHAND'] } } } };
    addVerticalPlatforms(doc, [rental, { ...rental, platform: 'SECONDHAND' }]);
    addVerticalPlatforms(doc, [rental]);
    expect(doc.components.schemas.Platform.enum).toEqual(['MARKETPLACE', 'SECONDHAND', 'RENTAL']);
    expect(doc.components.schemas.Platform['x-enum-varnames']).toEqual(['MARKETPLACE', 'SECONDHAND', 'RENTAL']);
  });
});
