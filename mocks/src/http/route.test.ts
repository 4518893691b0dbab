/**
 * The router answers exactly what MSW's `getResponse` over the whole list answers: same status, same
 * body, for ordinary paths and for the odd ones MSW still matches (a prefix before the pattern,
 * percent-encoded letters, a trailing slash, another case).
 */
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAll } from '../control/reset.ts';
import { DEMO_TOKEN } from '../db/index.ts';
import { handlers, seedFallbackFaker } from '../handlers/index.ts';
import { createRouter } from './route.ts';

afterEach(() => resetAll());

const request = (path: string, method = 'GET'): Request =>
  new Request(`http://localhost${path}`, { method, headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });

/** Status and body of an answer, from a fresh seed each time so both sides start from the same shop. */
async function answer(respond: (r: Request) => Promise<Response | undefined>, path: string, method?: string): Promise<[number, string] | undefined> {
  resetAll();
  seedFallbackFaker();
  const response = await respond(request(path, method));
  return response ? [response.status, await response.text()] : undefined;
}

describe('createRouter', () => {
  const route = createRouter(handlers);
  const paths = [
    `/api/v2/marketplace/search/product?search=${encodeURIComponent('çay')}&sort=PRICE_BY_ASC`,
    '/api/marketplace/product/12',
    '/api/marketplace/product/12/',
    '/api/marketplace/%70roduct/12',
    '/onek/api/marketplace/product/12',
    '/API/marketplace/product/12',
    '/api/marketplace/cart',
    '/api/second-hand/product/list',
    '/api/v2/swap/search/product?search=kitap',
    '/main_banner',
    '/api/blog/article',
    '/api/auction/live',
    '/api/marketplace/invoice/buyer',
    '/api/yok-boyle-bir-yol',
    '/api/%E0%A4%A/bozuk',
    '/images/products/12-1.svg?t=%C3%87ay',
  ];

  it.each(paths)('GET %s', async (path) => {
    expect(await answer(route, path)).toEqual(await answer((r) => getResponse([...handlers], r), path));
  });

  it('keeps method-specific handlers apart and runs them in list order', async () => {
    const list = [
      http.post('*/a/:id', () => HttpResponse.text('post')),
      http.get('*/a/b', () => undefined),
      http.all('*/a/*', () => HttpResponse.text('all')),
      http.get(/\/a\/c$/, () => HttpResponse.text('regexp')),
      http.get('*/a/:id', () => HttpResponse.text('get')),
    ];
    const routed = createRouter(list);
    for (const [method, path] of [['GET', '/a/b'], ['POST', '/a/b'], ['GET', '/x/a/c'], ['DELETE', '/a/b/c'], ['GET', '/b']] as const) {
      const direct = await getResponse([...list], request(path, method));
      const viaRouter = await routed(request(path, method));
      expect(await viaRouter?.text()).toBe(await direct?.text());
    }
  });
});
