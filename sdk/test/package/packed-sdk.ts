/**
 * `@carsi/sdk` as `npm run emit -w sdk` builds it and `npm pack` packs it, staged outside sdk/ (never into
 * sdk/dist, which another run may be using), made once for its sources' content: the SDK's packaging test
 * and the mocks' (which installs it beside `@carsi/mocks`) run at the same time in two workers, and each
 * built and packed it on its own before (about 30 s of a worker each). The first to ask builds it; the other
 * waits for it. A fresh clone (CI) has no copy and always builds one.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { command, expectOk, filesUnder, npmPack, repoRoot } from './consumer-project.ts';

export interface PackedSdk {
  /** The staged package: package.json, README.md and dist/, as the tarball holds them. */
  folder: string;
  tarball: string;
}

const sdkDir = join(repoRoot, 'sdk');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'carsi-sdk-package');
const tsc = join(repoRoot, 'node_modules/typescript-native/bin/tsc');
/** Longer than a build on a slow machine: a lock older than this was left by a run that died. */
const STALE_LOCK_MS = 5 * 60_000;

/** Everything the package is made from: the SDK's sources, manifest, readme and build settings, and the build's tools. */
function contentKey(): string {
  const inputs = [
    ...filesUnder(join(sdkDir, 'src')).filter((file) => !file.endsWith('.test.ts')),
    ...['sdk/package.json', 'sdk/README.md', 'sdk/tsconfig.build.json', 'tsconfig.json', 'tooling/add-esm-extensions.ts', 'node_modules/typescript-native/package.json'].map((file) =>
      join(repoRoot, file),
    ),
  ];
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 24);
}

async function build(into: string): Promise<void> {
  const folder = join(into, 'sdk');
  mkdirSync(folder, { recursive: true });
  expectOk('tsc (sdk)', await command(process.execPath, [tsc, '-p', join(sdkDir, 'tsconfig.build.json'), '--noCheck', '--outDir', join(folder, 'dist')], repoRoot));
  expectOk('add-esm-extensions', await command(process.execPath, [join(repoRoot, 'tooling/add-esm-extensions.ts'), join(folder, 'dist')], repoRoot));
  for (const file of ['package.json', 'README.md']) cpSync(join(sdkDir, file), join(folder, file));
  renameSync(await npmPack(folder, into), join(into, 'carsi-sdk.tgz'));
}

/** Only the newest copy is kept: each change of the SDK's sources makes another. */
function forgetOthers(kept: string): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (path !== kept && /^[0-9a-f]{24}$/.test(name)) rmSync(path, { recursive: true, force: true });
  }
}

const packedIn = (dir: string): PackedSdk => ({ folder: join(dir, 'sdk'), tarball: join(dir, 'carsi-sdk.tgz') });

/** The packed SDK of the sources as they are now; built by the first caller, waited for by the others. */
export async function packedSdk(waitMs = 240_000): Promise<PackedSdk> {
  const dir = join(cacheDir, contentKey());
  const lock = `${dir}.lock`;
  const until = Date.now() + waitMs;
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (existsSync(dir)) return packedIn(dir);
    let locked = false;
    try {
      mkdirSync(lock);
      locked = true;
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    }
    if (locked) {
      const staging = `${dir}.${process.pid}`;
      try {
        rmSync(staging, { recursive: true, force: true });
        await build(staging);
        renameSync(staging, dir);
        forgetOthers(dir);
        return packedIn(dir);
      } finally {
        rmSync(staging, { recursive: true, force: true });
        rmSync(lock, { recursive: true, force: true });
      }
    }
    if (Date.now() > until) throw new Error(`No packed SDK in ${dir} after ${waitMs / 1000} s: another run holds ${lock}.`);
    await sleep(250);
  }
}
