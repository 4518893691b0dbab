/**
 * `@carsi/sdk` as another project gets it: built, packed, installed from the tarball outside this repo,
 * compiled against (a hook, the plain client, ApiError and every README example) and called for real.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvelopeServer, type EnvelopeServer } from './envelope-server.ts';
import { command, compileConsumer, createConsumerProject, filesUnder, installInto, repoTool, runConsumer, sdkDir, type CommandResult } from './consumer-project.ts';
import { packedSdk } from './packed-sdk.ts';
import { readmeExamples } from './readme-examples.ts';

const cart = {
  platform: 'MARKETPLACE',
  items: [],
  itemCount: 0,
  selectedItemCount: 0,
  subtotal: 0,
  discountTotal: 0,
  couponDiscount: 0,
  shippingTotal: 0,
  total: 0,
};

let project = '';
let tarball = '';
let publint: CommandResult;
let attw: CommandResult;
let readmeCount = 0;

const installed = (...path: string[]): string => join(project, 'node_modules', ...path);

beforeAll(async () => {
  const sdk = await packedSdk();
  tarball = sdk.tarball;
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const examples = readmeExamples(readme);
  readmeCount = Object.keys(examples).length;
  project = createConsumerProject(examples);
  // The package checks read the same build; they run while npm installs.
  [publint, attw] = await Promise.all([
    command(repoTool('publint'), ['--strict'], sdk.folder),
    command(repoTool('attw'), [tarball, '--profile', 'esm-only'], sdk.folder),
    installInto(project, tarball),
  ]);
}, 240_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed @carsi/sdk', () => {
  it('passes publint --strict and attw (esm-only)', () => {
    expect(publint.ok, publint.output).toBe(true);
    expect(attw.ok, attw.output).toBe(true);
  });

  it('installs from the tarball without msw or faker', () => {
    expect(existsSync(installed('@carsi', 'sdk', 'package.json'))).toBe(true);
    expect(existsSync(installed('msw'))).toBe(false);
    expect(existsSync(installed('@faker-js'))).toBe(false);
    const shipped = filesUnder(installed('@carsi', 'sdk', 'dist')).filter((file) => file.endsWith('.js'));
    const mockImports = shipped.filter((file) => /from ['"](msw|@faker-js)/.test(readFileSync(file, 'utf8')));
    expect(mockImports).toEqual([]);
  });

  it('type-checks a consumer of a hook, the plain client, ApiError and the README examples', async () => {
    expect(readmeCount).toBeGreaterThan(0);
    const compiled = await compileConsumer(project);
    expect(compiled.ok, compiled.output).toBe(true);
  });

  describe('called for real from Node', () => {
    let server: EnvelopeServer;
    beforeAll(async () => {
      server = await startEnvelopeServer(({ method, path }) => {
        if (method === 'GET' && path === '/api/marketplace/cart') return { httpStatus: 200, body: { status: 200, code: 0, data: cart } };
        if (method === 'POST' && path === '/api/marketplace/add-cart/list') {
          return { httpStatus: 400, body: { status: 400, code: '2000-0013', message: 'stok yok', data: null } };
        }
        return { httpStatus: 404, body: { status: 404, code: '1000-1006', data: null } };
      });
    });
    afterAll(() => server.close());

    it('unwraps the envelope, and throws ApiError with the Turkish message on a refusal', async () => {
      const outcome = await runConsumer(project, server.baseUrl);
      expect(outcome).toEqual({
        cart,
        viaClient: cart,
        failure: { isApiError: true, code: '2000-0013', message: 'Stokta yeterli ürün yok.', status: 400 },
      });
      expect(server.seen).toEqual([
        { method: 'GET', path: '/api/marketplace/cart', authorization: undefined, body: '' },
        { method: 'GET', path: '/api/marketplace/cart', authorization: undefined, body: '' },
        { method: 'POST', path: '/api/marketplace/add-cart/list', authorization: undefined, body: JSON.stringify({ cart: [{ id: 7, quantity: 99 }] }) },
      ]);
    });
  });
});
