/**
 * A provider broken on purpose, one fault per category of the provider verification, for the test that
 * shows each category catches its fault. Each handler runs before the mock backend's own and answers
 * through them (msw's getResponse) with one thing changed.
 */
import { getResponse, http, type RequestHandler } from 'msw';
import { DEMO_TOKEN } from '../db/seed/members.ts';
import { handlers } from '../handlers/index.ts';
import { ok } from '../http/envelope.ts';

/** The request as the demo member sends it. */
function asDemo(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${DEMO_TOKEN}`);
  return new Request(request.url, { method: request.method, headers });
}

async function changedJson(response: Response | undefined, change: (body: { data: unknown }) => void, status?: number): Promise<Response | undefined> {
  if (!response || response.status !== 200) return response;
  const body = (await response.json()) as { data: unknown };
  change(body);
  return Response.json(body, { status: status ?? 200 });
}

/** What each fault breaks, by category: the operation the verification must name. */
export const BROKEN = {
  auth: 'listAddresses',
  bola: 'getAddress',
  invalid: 'forgotPassword',
  responses: ['listProvinces', 'contentListStaticPages'],
  flows: 'register → login → cart → coupon → order → cancel, and a return',
  examples: 'listCartCoupons',
} as const;

export const brokenHandlers: RequestHandler[] = [
  // auth: the address list answers without a token (as the demo member).
  http.get('*/api/user/addresses', ({ request }) => (request.headers.has('authorization') ? undefined : getResponse(handlers, asDemo(request)))),
  // bola: one address answers to any member's token.
  http.get('*/api/user/address/:id', ({ request }) => (request.headers.has('authorization') ? getResponse(handlers, asDemo(request)) : undefined)),
  // invalid: a password-reset request without its e-mail is taken.
  http.post('*/api/auth/forgot-password', async ({ request }) => {
    const body = (await request.clone().json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return body && typeof body === 'object' && !('email' in body) ? ok({}) : undefined;
  }),
  // responses: a schema field of the wrong type, and a status the operation does not document.
  http.get('*/api/province', async ({ request }) =>
    changedJson(await getResponse(handlers, request), (body) => {
      body.data = (body.data as Record<string, unknown>[]).map((province) => ({ ...province, name: 34 }));
    })),
  http.get('*/static_pages', async ({ request }) => changedJson(await getResponse(handlers, request), () => undefined, 202)),
  // flows: the coupon is accepted but never applied to the cart.
  http.post('*/api/marketplace/cart-coupon', async ({ request }) =>
    changedJson(await getResponse(handlers, request), (body) => {
      const cart = body.data as Record<string, unknown>;
      delete cart.coupon;
      cart.couponDiscount = 0;
    })),
  // examples: the coupon list is refused to every member.
  http.get('*/api/marketplace/cart-coupon', ({ request }) =>
    (request.headers.has('authorization') ? Response.json({ status: 429, code: '1000-1002', data: null }, { status: 429 }) : undefined)),
];
