import { describe, expect, it } from 'vitest';
import * as main from './main.ts';
import * as sections from './sections.ts';
import { verticals } from './verticals.ts';

const familyPrefixes = verticals.flatMap((v) => [v.key, `use${v.Name}`, `get${v.Name}`]);
const isFamilyName = (name: string): boolean => familyPrefixes.some((prefix) => name.startsWith(prefix) && /^[A-Z]/.test(name.slice(prefix.length)));

describe('@carsi/sdk/sections', () => {
  it('exports every hook and client of the three families, the same functions as @carsi/sdk/main', () => {
    const familyExports = Object.keys(main).filter(isFamilyName);
    expect(familyExports.length).toBeGreaterThan(200);
    const sectionsExports: Record<string, unknown> = sections;
    const mainExports: Record<string, unknown> = main;
    const missing = familyExports.filter((name) => sectionsExports[name] !== mainExports[name]);
    expect(missing).toEqual([]);
  });

  it('exports nothing of the marketplace', () => {
    const foreign = Object.keys(sections).filter((name) => !isFamilyName(name));
    expect(foreign).toEqual([]);
  });
});
