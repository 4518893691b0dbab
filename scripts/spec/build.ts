/**
 * `npm run spec`: expands the vertical template, bundles each service into openapi/dist/<service>.yaml,
 * checks our conventions and lints with Redocly's recommended rules. Fails on any error.
 *
 * Each bundle is also written as openapi/dist/<service>.json, the same document, for the generators
 * (Orval, openapi-typescript, the operation index): JSON parses in a fraction of YAML's time (the main
 * bundle ≈0.8 s as YAML, and each generator read it again).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { mergeFragment, readYaml, yamlFilesUnder, type JsonObject } from './fragments.ts';
import { conventionViolations, expandOperations, operationsOf, pruneUnusedComponents } from './transforms.ts';
import { applySeedExamples, unknownOverrides } from './examples.ts';
import { writeSectionsModule } from './sections-module.ts';
import { writeVerticalsModule } from './verticals-module.ts';
import { expandVertical, readVerticals, type Vertical } from './verticals.ts';

const root = join(import.meta.dirname, '..', '..');
const openapi = join(root, 'openapi');
const dist = join(openapi, 'dist');
export const services = ['main', 'content', 'live'] as const;
export type Service = (typeof services)[number];

function fragmentsOf(service: Service): [string, JsonObject][] {
  const own = join(openapi, service);
  const files = [join(own, 'root.yaml'), ...yamlFilesUnder(own).filter((f) => !f.endsWith('root.yaml'))];
  const fragments: [string, JsonObject][] = [
    ...files.map((file): [string, JsonObject] => [file, readYaml(file)]),
    ...yamlFilesUnder(join(openapi, 'shared')).map((file): [string, JsonObject] => [file, readYaml(file)]),
  ];
  if (service === 'main') {
    const template = join(openapi, 'verticals', 'template.yaml');
    if (existsSync(template)) {
      for (const vertical of readVerticals(join(openapi, 'verticals', 'verticals.yaml'))) {
        fragments.push([`${template} (${vertical.slug})`, expandVertical(template, vertical)]);
      }
    }
  }
  return fragments;
}

const verticalList = (): Vertical[] => readVerticals(join(openapi, 'verticals', 'verticals.yaml'));

export function bundle(service: Service): JsonObject {
  const doc: JsonObject = {};
  for (const [origin, fragment] of fragmentsOf(service)) mergeFragment(doc, fragment, origin);
  expandOperations(doc);
  // Examples that name seeded records take their ids from the mock seed's world.
  applySeedExamples(doc, verticalList());
  // The main bundle is the SDK's vocabulary: every enumeration of spec §3 is exported from it.
  pruneUnusedComponents(doc, service === 'main');
  return doc;
}

/** The Redocly lint of the bundles, as a command (`npm run generate` runs it beside Orval). */
export const redoclyLint = (files: readonly string[]): { command: string; args: string[] } => ({
  command: join(root, 'node_modules', '.bin', 'redocly'),
  args: ['lint', ...files, '--format=summary'],
});

/**
 * Bundles every service into openapi/dist (YAML and JSON) and writes the SDK's verticals and sections
 * modules; throws with every convention problem found. Returns the YAML bundles' paths.
 */
export function writeBundles(): string[] {
  mkdirSync(dist, { recursive: true });
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const files: string[] = [];
  for (const service of services) {
    const doc = bundle(service);
    problems.push(...conventionViolations(doc, service));
    for (const { path, method, operation } of operationsOf(doc)) {
      const id = String(operation.operationId);
      const where = `${service} ${method.toUpperCase()} ${path}`;
      const first = seen.get(id);
      if (first) problems.push(`operationId ${id} used by ${first} and ${where}`);
      seen.set(id, where);
    }
    if (service === 'main') {
      writeVerticalsModule(doc, verticalList(), join(root, 'sdk', 'src', 'generated', 'verticals.ts'));
      writeSectionsModule(doc, verticalList(), join(root, 'sdk', 'src', 'generated', 'sections.ts'));
    }
    const file = join(dist, `${service}.yaml`);
    writeFileSync(file, stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }));
    writeFileSync(join(dist, `${service}.json`), JSON.stringify(doc));
    files.push(file);
    console.log(`bundled ${service}: ${operationsOf(doc).length} operations → ${file}`);
  }
  problems.push(...unknownOverrides(new Set(seen.keys()), verticalList()).map((id) => `scripts/spec/examples.ts: no operation ${id}`));
  if (problems.length > 0) throw new Error(`the contract breaks our conventions:\n${problems.join('\n')}`);
  return files;
}

/** `writeBundles`, ending the process with the problems found (for the command-line scripts). */
export function writeBundlesOrExit(): string[] {
  try {
    return writeBundles();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function main(): void {
  const files = writeBundlesOrExit();
  const lint = redoclyLint(files);
  execFileSync(lint.command, lint.args, { stdio: 'inherit', cwd: root });
}

if (process.argv[1] === import.meta.filename) main();
