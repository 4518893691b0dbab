/** Reading the contract's YAML: the spec build (scripts/spec) and the contract's tests read it alike. */
import { readFileSync } from 'node:fs';
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
