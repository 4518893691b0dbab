import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const hook = fileURLToPath(new URL('./source-resolve.ts', import.meta.url));

/** Runs an ES module on plain Node (its own type stripping) with the hook, from the repo's root. */
const runOnNode = (source: string): string =>
  execFileSync(process.execPath, ['--import', hook, '--input-type=module', '--eval', source], { cwd: root, encoding: 'utf8' }).trim();

// Each test starts a Node process: room for a busy CI machine, where one takes several seconds.
describe('scripts on plain Node with source-resolve', { timeout: 30_000 }, () => {
  it('resolve @carsi/* to the sources, not to the SDK build its package exports name', () => {
    expect(runOnNode("console.log(import.meta.resolve('@carsi/sdk/main'))")).toBe(`file://${root}sdk/src/main.ts`);
  });

  it("resolve Orval's extensionless imports to their file or folder index", () => {
    expect(runOnNode("console.log(import.meta.resolve('./sdk/src/generated/main/model'))")).toBe(`file://${root}sdk/src/generated/main/model/index.ts`);
  });

  it("run the SDK's generated sources: the order states of spec §3", () => {
    const states = runOnNode("const { OrderStatus } = await import('@carsi/sdk/main'); console.log(JSON.stringify(OrderStatus))");
    expect(JSON.parse(states)).toEqual({ RECEIVED: 0, PREPARING: 1, SHIPPED: 2, DELIVERED: 3, CANCEL: 4 });
  });
});
