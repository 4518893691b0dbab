/**
 * `npm run spec`: expands the vertical template, bundles each service into openapi/dist/<service>.yaml,
 * checks our conventions and lints with Redocly's recommended rules. Fails on any error.
 *
 * Each bundle is also written as openapi/dist/<service>.json, the same document, for the generators
 * (Orval, openapi-typescript, the operation index): JSON parses in a fraction of YAML's time (and each
 * generator read the YAML again). The JSON comes first and the YAML on its own call, because writing
 * YAML takes time that `npm run generate` spends while the generators run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { dump } from 'js-yaml';
import { readYaml, type JsonObject } from '@carsi/tooling/yaml';
import { mergeFragment, yamlFilesUnder } from './fragments.ts';
import { conventionViolations, expandOperations, operationsOf, pruneUnusedComponents } from './transforms.ts';
import { applySeedExamples, unknownOverrides } from './examples.ts';
import { lintBundles } from './lint.ts';
import { distDir, jsonBundle, root, services, yamlBundle, type Service } from '@carsi/tooling/services';
import { writeSectionsModule } from './sections-module.ts';
import { writeSectionRoutesModule, writeVerticalsModule } from './verticals-module.ts';
import { addVerticalPlatforms, expandVertical, readVerticals, type Vertical } from './verticals.ts';

const openapi = join(root, 'openapi');

let verticals: Vertical[] | undefined;
/** The verticals' list, read once per run. */
const verticalList = (): Vertical[] => (verticals ??= readVerticals(join(openapi, 'verticals', 'verticals.yaml')));

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
      for (const vertical of verticalList()) {
        fragments.push([`${template} (${vertical.slug})`, expandVertical(template, vertical)]);
      }
    }
  }
  return fragments;
}

export function bundle(service: Service): JsonObject {
  const doc: JsonObject = {};
  for (const [origin, fragment] of fragmentsOf(service)) mergeFragment(doc, fragment, origin);
  addVerticalPlatforms(doc, verticalList());
  expandOperations(doc);
  // Examples that name seeded records take their ids from the mock seed's world.
  applySeedExamples(doc, verticalList());
  // The main bundle is the SDK's vocabulary: every enumeration of spec §3 is exported from it.
  pruneUnusedComponents(doc, service === 'main');
  return doc;
}

export type Bundles = ReadonlyMap<Service, JsonObject>;

/**
 * Bundles every service, writes the JSON bundles and the SDK's verticals and sections modules; throws
 * with every convention problem found.
 */
export function writeBundles(): Bundles {
  mkdirSync(distDir, { recursive: true });
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const bundles = new Map<Service, JsonObject>();
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
      writeSectionRoutesModule(verticalList(), join(root, 'web', 'src', 'config', 'generated', 'section-routes.ts'));
    }
    writeFileSync(jsonBundle(service), JSON.stringify(doc));
    bundles.set(service, doc);
    console.log(`bundled ${service}: ${operationsOf(doc).length} operations`);
  }
  problems.push(...unknownOverrides(new Set(seen.keys()), verticalList()).map((id) => `scripts/spec/examples.ts: no operation ${id}`));
  if (problems.length > 0) throw new Error(`the contract breaks our conventions:\n${problems.join('\n')}`);
  return bundles;
}

/** `writeBundles`, ending the process with the problems found (for the command-line scripts). */
export function writeBundlesOrExit(): Bundles {
  try {
    return writeBundles();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** The bundles as openapi/dist/<service>.yaml, what Redocly lints and people read. Returns the paths. */
export function writeYamlBundles(bundles: Bundles): string[] {
  return [...bundles].map(([service, doc]) => {
    const file = yamlBundle(service);
    writeFileSync(file, dump(doc, { noRefs: true, lineWidth: -1 }));
    return file;
  });
}

function main(): void {
  const files = writeYamlBundles(writeBundlesOrExit());
  console.log(`wrote ${files.map((file) => relative(root, file)).join(', ')}`);
  if (!lintBundles(files)) process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
