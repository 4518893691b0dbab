/**
 * `@carsi/mocks` as a backend team gets it: built, packed and installed with the SDK's tarball into a
 * project outside this repo; its `carsi-mocks` command serves the mock backend and verifies it, and its
 * entries import and run in plain Node.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedSdk } from '../../../sdk/test/package/packed-sdk.ts';
import { command, installProject, packMocksInto, repoTool, type CommandResult } from './package-build.ts';

let dir = '';
let project = '';
let publint: CommandResult;
let attw: CommandResult;
let server: ChildProcess | undefined;

const bin = (): string => join(project, 'node_modules', '.bin', 'carsi-mocks');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'carsi-mocks-consumer-'));
  const [sdk, mocks] = await Promise.all([packedSdk(), packMocksInto(dir)]);
  // The package checks read the same build; they run while npm installs.
  [publint, attw, project] = await Promise.all([
    // The repo's own publint and attw: the package is built outside the repo, where npx would fetch them.
    command(repoTool('publint'), ['--strict'], mocks.folder),
    command(repoTool('attw'), [mocks.tarball, '--profile', 'esm-only'], mocks.folder),
    installProject(dir, [sdk.tarball, mocks.tarball]),
  ]);
}, 300_000);

afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Starts `carsi-mocks serve` on a free port; its address once it says it listens. */
function serve(): Promise<string> {
  return new Promise((resolve, reject) => {
    server = spawn(bin(), ['serve', '--port', '0', '--host', '127.0.0.1'], { cwd: project });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.on('exit', (code) => reject(new Error(`carsi-mocks serve exited with ${String(code)}:\n${output}`)));
  });
}

describe('the packed @carsi/mocks', () => {
  it('passes publint --strict and attw (esm-only)', () => {
    expect(publint.ok, publint.output).toBe(true);
    expect(attw.ok, attw.output).toBe(true);
  });

  it('ships the contract it verifies against and the live stream, not the tests', () => {
    const installed = join(project, 'node_modules', '@carsi', 'mocks');
    for (const file of ['openapi/main.json', 'openapi/content.json', 'openapi/live.json', 'fixtures/live-stream/segment-0.mpegts', 'lib/cli/carsi-mocks.js']) {
      expect(existsSync(join(installed, file)), file).toBe(true);
    }
    expect(existsSync(join(installed, 'lib', 'verify', 'broken-server.test.js'))).toBe(false);
    expect(existsSync(join(installed, 'lib', 'testing'))).toBe(false);
  });

  it('documents its commands and refuses a bad option with exit code 2', async () => {
    const help = await command(bin(), ['serve', '--help'], project);
    expect(help.ok, help.output).toBe(true);
    for (const option of ['--port', '--latency', '--fault-rate', '--seed', '--scenario', '--max-worlds', '--world-idle']) expect(help.stdout).toContain(option);
    const bad = await command(bin(), ['serve', '--fault-rate', '3'], project);
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain('--fault-rate must be a number from 0 to 1');
    const code = await new Promise<number | null>((resolve) => spawn(bin(), ['verify'], { cwd: project }).on('exit', resolve));
    expect(code).toBe(2);
  });

  it('serves the mock backend, which its own verification passes (auth and flows), with a JUnit report', async () => {
    const base = await serve();
    const junit = join(dir, 'verify.xml');
    const verified = await command(bin(), ['verify', base, '--only', 'auth,flows', '--junit', junit], project);
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.stdout).toMatch(/ok {3}flows {8}5 passed {4}0 failed/);
    expect(readFileSync(junit, 'utf8')).toMatch(/<testsuites name="[^"]+" tests="\d+" failures="0"/);
    // A world of its own, started from a scenario by name.
    const store = await fetch(`${base}/api/marketplace/question/received?answered=false`, {
      headers: { Authorization: 'Bearer carsi-corporate-token-000000002', 'X-Carsi-World': 'paket', 'X-Carsi-Scenario': 'store-owner' },
    });
    expect(((await store.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(3);
  }, 120_000);

  it('imports its entries in plain Node: the HTTP server, the members, the world names and the verification', async () => {
    const script = join(project, 'check.mjs');
    writeFileSync(script, [
      "import { handlers } from '@carsi/mocks/node';",
      "import { createMockHttpServer, listen } from '@carsi/mocks/http-server';",
      "import { DEMO_EMAIL } from '@carsi/mocks/members';",
      "import { WORLD_HEADER } from '@carsi/mocks/worlds';",
      "import { verifyProvider, targetOf } from '@carsi/mocks/verify';",
      'const server = createMockHttpServer(handlers);',
      "const port = await listen(server, 0);",
      "const results = await verifyProvider({ target: targetOf(`http://127.0.0.1:${port}`), only: ['bola'] });",
      'server.close();',
      "console.log(JSON.stringify({ member: DEMO_EMAIL, header: WORLD_HEADER, bola: results.of('bola').length, failed: results.failed.length }));",
      'process.exit(0);',
    ].join('\n'));
    const ran = await command(process.execPath, [script], project);
    expect(ran.ok, ran.output).toBe(true);
    const outcome = JSON.parse(ran.stdout.trim().split('\n').at(-1) ?? '{}') as { member: string; header: string; bola: number; failed: number };
    expect(outcome).toEqual({ member: 'demo@carsi.test', header: 'X-Carsi-World', bola: expect.any(Number) as number, failed: 0 });
    expect(outcome.bola).toBeGreaterThan(80);
  }, 120_000);
});
