/**
 * The steps of the mocks packaging test: the SDK and the mocks built and packed into a throwaway folder
 * (never into sdk/dist or mocks/dist, which another run may be using), and a project outside the repo
 * that installs both tarballs, each as the real command a user would type.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { command, repoRoot, type CommandResult } from '../../../sdk/test/package/consumer-project.ts';

export { command, repoRoot, type CommandResult };

const tsc = join(repoRoot, 'node_modules/typescript-native/bin/tsc');

const expectOk = (step: string, result: CommandResult): string => {
  if (!result.ok) throw new Error(`${step} failed:\n${result.output}`);
  return result.stdout;
};

/** `npm pack` of `dir` into `destination`; the tarball's path. */
async function pack(dir: string, destination: string): Promise<string> {
  const output = expectOk(`npm pack ${dir}`, await command('npm', ['pack', '--json', '--pack-destination', destination], dir));
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no file:\n${output}`);
  return join(destination, packed.filename);
}

/** The SDK as `npm run emit -w sdk` makes it, staged in `dir/sdk`; its tarball. */
export async function packSdkInto(dir: string): Promise<string> {
  const staged = join(dir, 'sdk');
  mkdirSync(staged, { recursive: true });
  expectOk('tsc (sdk)', await command(process.execPath, [tsc, '-p', join(repoRoot, 'sdk/tsconfig.build.json'), '--noCheck', '--outDir', join(staged, 'dist')], repoRoot));
  expectOk('add-esm-extensions', await command(process.execPath, [join(repoRoot, 'tooling/add-esm-extensions.ts'), join(staged, 'dist')], repoRoot));
  for (const file of ['package.json', 'README.md']) cpSync(join(repoRoot, 'sdk', file), join(staged, file));
  return pack(staged, dir);
}

/** `@carsi/mocks` built by its build script into `dir/mocks`; the folder and its tarball. */
export async function packMocksInto(dir: string): Promise<{ folder: string; tarball: string }> {
  const folder = join(dir, 'mocks');
  expectOk('build-package', await command(process.execPath, [join(repoRoot, 'mocks/scripts/build-package.ts'), folder], repoRoot));
  return { folder, tarball: await pack(folder, dir) };
}

/** A fresh project in `dir/project` with both tarballs installed from them (dependencies from the npm cache when there). */
export async function installProject(dir: string, tarballs: string[]): Promise<string> {
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'carsi-backend-team', private: true, type: 'module' }, null, 2));
  expectOk('npm install', await command('npm', ['install', ...tarballs, '--no-audit', '--no-fund', '--prefer-offline'], project));
  return project;
}
