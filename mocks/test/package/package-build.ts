/**
 * The steps of the mocks packaging test: the mocks built and packed into a throwaway folder (never into
 * mocks/dist, which another run may be using; the SDK's tarball is sdk/test/package/packed-sdk.ts's), and a
 * project outside the repo that installs both tarballs, each as the real command a user would type.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { command, expectOk, npmPack, repoRoot, repoTool, type CommandResult } from '../../../sdk/test/package/consumer-project.ts';

export { command, repoTool, type CommandResult };

/** `@carsi/mocks` built by its build script into `dir/mocks`; the folder and its tarball. */
export async function packMocksInto(dir: string): Promise<{ folder: string; tarball: string }> {
  const folder = join(dir, 'mocks');
  expectOk('build-package', await command(process.execPath, [join(repoRoot, 'mocks/scripts/build-package.ts'), folder], repoRoot));
  return { folder, tarball: await npmPack(folder, dir) };
}

/** A fresh project in `dir/project` with both tarballs installed from them (dependencies from the npm cache when there). */
export async function installProject(dir: string, tarballs: string[]): Promise<string> {
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'carsi-backend-team', private: true, type: 'module' }, null, 2));
  expectOk('npm install', await command('npm', ['install', ...tarballs, '--no-audit', '--no-fund', '--prefer-offline'], project));
  return project;
}
