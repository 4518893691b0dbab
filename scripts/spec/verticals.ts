import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { applyMergePatch, parseYaml, readYaml, type JsonObject } from './fragments.ts';

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
  /** Capabilities whose calls the family keeps (spec §7's parallel set) but the shop does not offer here. */
  notOffered?: string[];
  overlay: string;
}

const placeholders = ['slug', 'Name', 'name', 'platform', 'label'] as const;

export function readVerticals(file: string): Vertical[] {
  const list = readYaml(file).verticals;
  if (!Array.isArray(list)) throw new Error(`${file}: expected a 'verticals' list`);
  return list as unknown as Vertical[];
}

/**
 * The three families exist once, in the template; this writes one copy per vertical by filling
 * the {{placeholders}} and then applies the vertical's overlay as a merge patch.
 */
export function expandVertical(templateFile: string, vertical: Vertical): JsonObject {
  let text = readFileSync(templateFile, 'utf8');
  for (const key of placeholders) text = text.replaceAll(`{{${key}}}`, vertical[key]);
  const leftover = /\{\{\w+\}\}/.exec(text);
  if (leftover) throw new Error(`${templateFile}: unknown placeholder ${leftover[0]}`);
  const expanded = parseYaml(text, `${templateFile} (${vertical.slug})`);
  const overlay = readYaml(join(dirname(templateFile), vertical.overlay));
  applyMergePatch(expanded, overlay);
  return expanded;
}
