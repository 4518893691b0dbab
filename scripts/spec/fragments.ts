import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isObject, type JsonObject } from '@carsi/tooling/yaml';

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
