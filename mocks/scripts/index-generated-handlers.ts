/**
 * Writes mocks/src/generated/handlers.ts (gitignored): one import per Orval MSW tag file of every
 * service (mocks/src/generated/<service>/endpoints/<tag>/<tag>.msw.ts) and the array of all their
 * handlers, used as the fallback behind the stateful ones. Run after `orval` (npm run generate);
 * a test fails when the list misses an operation of the contract.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const mocksRoot = join(import.meta.dirname, '..');
const out = join(mocksRoot, 'src', 'generated', 'handlers.ts');
const services = ['main', 'content', 'live'] as const;

const imports: string[] = [];
const spreads: string[] = [];
for (const service of services) {
  const endpoints = join(mocksRoot, 'src', 'generated', service, 'endpoints');
  if (!existsSync(endpoints)) continue;
  for (const tag of readdirSync(endpoints).sort()) {
    const file = join(endpoints, tag, `${tag}.msw.ts`);
    if (!existsSync(file)) continue;
    const aggregate = /^export const (get\w+Mock) = \(\) => \[/m.exec(readFileSync(file, 'utf8'))?.[1];
    if (!aggregate) continue;
    const alias = `${service}_${aggregate}`;
    imports.push(`import { ${aggregate} as ${alias} } from '${relative(join(mocksRoot, 'src', 'generated'), file).replace(/\\/g, '/').replace(/^(?!\.)/, './')}';`);
    spreads.push(`  ...${alias}(),`);
  }
}

writeFileSync(
  out,
  `// Written by mocks/scripts/index-generated-handlers.ts from Orval's output. Do not edit.
import type { RequestHandler } from 'msw';
${imports.join('\n')}

/** Orval's faker-backed handler of every operation of the three services. */
export const generatedHandlers = (): RequestHandler[] => [
${spreads.join('\n')}
];
`,
);
console.log(`mocks/src/generated/handlers.ts: ${spreads.length} tag files`);
