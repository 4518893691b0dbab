import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * YAML text of the contract, read with js-yaml (YAML 1.2's core schema, duplicate keys refused): the
 * source files parse several times faster than with the `yaml` package, on `generate`'s critical path.
 * `origin` names the text in errors.
 */
export function parseYaml(text: string, origin: string): JsonObject {
  const value = load(text, { filename: origin }) as Json;
  if (!isObject(value)) throw new Error(`${origin}: expected a YAML mapping at the top`);
  return value;
}

export const readYaml = (file: string): JsonObject => parseYaml(readFileSync(file, 'utf8'), file);

/** Every *.yaml file below `dir`, sorted so that bundles are deterministic. */
export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFilesUnder(path);
      return name.endsWith('.yaml') ? [path] : [];
    });
}

/**
 * Merges fragment `source` into `target`. Mappings merge key by key, top-level arrays (tags)
 * concatenate, and a leaf defined twice is an error: two fragments never describe one thing.
 */
export function mergeFragment(target: JsonObject, source: JsonObject, origin: string, at = ''): void {
  for (const [key, value] of Object.entries(source)) {
    const here = `${at}/${key}`;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = structuredClone(value);
    } else if (isObject(existing) && isObject(value)) {
      mergeFragment(existing, value, origin, here);
    } else if (Array.isArray(existing) && Array.isArray(value) && at === '') {
      existing.push(...structuredClone(value));
    } else {
      throw new Error(`${origin}: ${here} is already defined by another fragment`);
    }
  }
}

/** RFC 7386 JSON merge patch: a vertical overlay adds, replaces, or (with null) removes. */
export function applyMergePatch(target: JsonObject, patch: JsonObject): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete target[key];
    } else if (isObject(value) && isObject(target[key])) {
      applyMergePatch(target[key], value);
    } else {
      target[key] = structuredClone(value);
    }
  }
}
