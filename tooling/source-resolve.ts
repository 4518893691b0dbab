/**
 * Lets plain Node (its own type stripping, no tsx) run a script that imports the repo's sources:
 * `@carsi/*` resolves to the sources as Vite and Vitest resolve it (source-aliases.ts; the
 * SDK's package exports point at its build, absent on a fresh clone), and an import without an
 * extension inside the repo (Orval's output is written that way) finds its `.ts` file or folder index.
 * `node --import @carsi/tooling/source-resolve <script>`, for the mock seed (`npm run generate`) and
 * `npm run mocks:serve`: started by tsx on a fresh clone (its transform cache empty), the seed and
 * the server took more than twice as long to start as they do this way.
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceAliases } from './source-aliases.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const hasExtension = /\.(?:[cm]?[jt]sx?|json)$/;

function aliased(specifier: string): string | undefined {
  const alias = sourceAliases.find(({ find }) => find.test(specifier));
  return alias && pathToFileURL(specifier.replace(alias.find, alias.replacement)).href;
}

function sourceFile(specifier: string, parentURL: string | undefined): string | undefined {
  if (!specifier.startsWith('.') || hasExtension.test(specifier) || !parentURL?.startsWith('file:')) return undefined;
  const path = fileURLToPath(new URL(specifier, parentURL));
  if (!path.startsWith(root) || path.includes('/node_modules/')) return undefined;
  const found = [`${path}.ts`, `${path}/index.ts`].find((candidate) => existsSync(candidate));
  return found && pathToFileURL(found).href;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    return nextResolve(aliased(specifier) ?? sourceFile(specifier, context.parentURL) ?? specifier, context);
  },
});
