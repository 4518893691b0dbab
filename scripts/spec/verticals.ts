import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isObject, parseYaml, readYaml, type JsonObject } from '@carsi/tooling/yaml';
import { applyMergePatch } from './fragments.ts';

export interface Vertical {
  /** Path segment: /api/{slug}/... */
  slug: string;
  /** PascalCase prefix of schema names and tags. */
  Name: string;
  /** camelCase prefix of operationIds. */
  name: string;
  /** Platform enum value. */
  platform: string;
  /** Turkish name, used in descriptions. */
  label: string;
  /** Home of the section in the web app. */
  route: string;
  /** State a bought listing takes. */
  soldState: string;
  /** The section's name in the shop ("Pazar hesabım"), where it differs from the platform label. */
  sectionName: string;
  /** Heading of the section's home page in the shop. */
  title: string;
  /** Introduction under that heading. */
  intro: string;
  /** The section's card text on the marketplace home. */
  tagline: string;
  /** Place in the header's platform switch (the marketplace is 1, Mezat 4). */
  headerPosition: number;
  /** Share of a sale the mock backend keeps as commission. */
  commissionRate: number;
  /** Version of the section's seller contract a member accepts. */
  contractVersion: string;
  /** Capabilities whose calls the family keeps (spec §7's parallel set) but the shop does not offer here. */
  notOffered?: string[];
  /** What the section's contract changes in the template's copy (its own states, calls or fields), if anything. */
  overlay?: string;
}

const required = {
  slug: 'string', Name: 'string', name: 'string', platform: 'string', label: 'string', route: 'string', soldState: 'string',
  sectionName: 'string', title: 'string', intro: 'string', tagline: 'string', headerPosition: 'number', commissionRate: 'number',
  contractVersion: 'string',
} as const;

/** What a vertical lacks or gets wrong, so a new entry fails the build with its missing fields named. */
function problemsOf(entry: Record<string, unknown>, index: number): string[] {
  const where = `verticals.yaml entry ${index + 1}${typeof entry.slug === 'string' ? ` (${entry.slug})` : ''}`;
  const problems = Object.entries(required)
    .filter(([key, type]) => typeof entry[key] !== type)
    .map(([key, type]) => `${where}: '${key}' must be a ${type}`);
  if (typeof entry.route === 'string' && !/^\/[a-z0-9-]+$/.test(entry.route)) problems.push(`${where}: 'route' must be one path segment like /pazar`);
  if (entry.overlay !== undefined && typeof entry.overlay !== 'string') problems.push(`${where}: 'overlay' must be a file name`);
  return problems;
}

const placeholders = ['slug', 'Name', 'name', 'platform', 'label'] as const;

export function readVerticals(file: string): Vertical[] {
  const list = readYaml(file).verticals;
  if (!Array.isArray(list)) throw new Error(`${file}: expected a 'verticals' list`);
  const problems = list.flatMap((entry, index) => problemsOf(entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : {}, index));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return list as unknown as Vertical[];
}

/**
 * The families exist once, in the template; this writes one copy per vertical by filling the
 * {{placeholders}} and then applies the vertical's overlay, where it has one, as a merge patch.
 */
export function expandVertical(templateFile: string, vertical: Vertical): JsonObject {
  let text = readFileSync(templateFile, 'utf8');
  for (const key of placeholders) text = text.replaceAll(`{{${key}}}`, vertical[key]);
  const leftover = /\{\{\w+\}\}/.exec(text);
  if (leftover) throw new Error(`${templateFile}: unknown placeholder ${leftover[0]}`);
  const expanded = parseYaml(text, `${templateFile} (${vertical.slug})`);
  if (vertical.overlay) applyMergePatch(expanded, readYaml(join(dirname(templateFile), vertical.overlay)));
  return expanded;
}

/**
 * The contract's Platform enumeration (openapi/shared/enums.yaml) names every section: a platform that
 * verticals.yaml declares and the enumeration lacks is added at its end, so a new section is one entry.
 */
export function addVerticalPlatforms(doc: JsonObject, verticals: readonly Vertical[]): void {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : undefined;
  const platform = schemas?.Platform;
  if (!isObject(platform) || !Array.isArray(platform.enum)) return;
  const names = platform['x-enum-varnames'];
  for (const { platform: value } of verticals) {
    if (platform.enum.includes(value)) continue;
    platform.enum.push(value);
    if (Array.isArray(names)) names.push(value);
  }
}
