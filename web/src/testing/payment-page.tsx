import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadInvalidationRules } from '@carsi/sdk';
import { configureSdk, createQueryClient } from '@carsi/sdk/runtime';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { PageAt, testRouter, type TestRouter } from './router-probe.tsx';

/** Shared by the payment page tests (marketplace and sections): the member's one address and a product picture. */
export const testImage = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
export const testAddress = {
  id: 11, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Moda Cad. No 5 D 3',
  province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa', corporateAddress: false, EInvoicePayer: false,
};

export const TEST_CARD_NUMBER = '4242424242424242';

/** An envelope as the main API sends it; a status other than 200 carries the out-of-stock code. */
export const jsonEnvelope = (data: unknown, status = 200): Response =>
  new Response(JSON.stringify({ status, code: status === 200 ? 0 : '2000-0013', data }), { status, headers: { 'Content-Type': 'application/json' } });

/** An answer that never comes: the call hangs until the page goes away (its signal aborts). */
export const neverAnswered = (init: RequestInit | undefined): Promise<Response> =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Sayfa kapandı', 'AbortError')));
  });

interface ShopOptions {
  /** The order create call's path. */
  orderUrl: string;
  /** The order the shop makes, with its id. */
  newOrder: (id: number) => object;
  /** Everything but the order call; undefined answers `data: null`. */
  answer: (url: string, init: RequestInit | undefined) => Response | undefined;
  /** The first order is made and paid, but its answer never comes. */
  stallFirst?: boolean;
  /** The first order call is refused with a catalogue error (nothing is made). */
  refuseFirst?: boolean;
}

/**
 * A main API without a timeout whose order create keeps orders per Idempotency-Key, as the contract
 * says: a retry with the same key gets the order already made.
 */
export function idempotentShop({ orderUrl, newOrder, answer, stallFirst = false, refuseFirst = false }: ShopOptions) {
  const ordersByKey = new Map<string, object>();
  const orderCalls: { key: string | null }[] = [];
  let created = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (!url.endsWith(orderUrl)) return answer(url, init) ?? jsonEnvelope(null);
    const key = new Headers(init?.headers).get('Idempotency-Key');
    orderCalls.push({ key });
    if (refuseFirst && orderCalls.length === 1) return jsonEnvelope(null, 400);
    const known = key ? ordersByKey.get(key) : undefined;
    if (known) return jsonEnvelope(known);
    created += 1;
    const order = newOrder(90 + created);
    if (key) ordersByKey.set(key, order);
    if (stallFirst && created === 1) return neverAnswered(init);
    return jsonEnvelope(order);
  });
  configureSdk({ fetch: fetchMock });
  return { orderCalls, created: () => created };
}

/** Opens a payment page at `path` with a fresh query client (kept, so a test can look into its caches). */
export function openPaymentPage(element: ReactElement, path: string): { client: QueryClient; router: TestRouter; unmount: () => void } {
  const client = createQueryClient({ notify: { success: vi.fn(), warning: vi.fn() }, invalidate: loadInvalidationRules });
  const router = testRouter(path);
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <PageAt path={path} router={router} element={element} />
    </QueryClientProvider>,
  );
  return { client, router, unmount };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a new card into the payment form (holder Ayşe Yılmaz, CVC 123). */
export async function typeNewCard(user: User, { number = TEST_CARD_NUMBER, expiry = '1235' }: { number?: string; expiry?: string } = {}): Promise<void> {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  await user.type(field(/Kart üzerindeki ad soyad/), 'Ayşe Yılmaz');
  await user.type(field(/Kart numarası/), number);
  await user.type(field(/Son kullanma/), expiry);
  await user.type(field(/CVC/), '123');
}

/** Waits for the address, pays with a new card and confirms. */
export async function payWithNewCard(user: User): Promise<void> {
  await screen.findByRole('radio', { name: /Ev/ });
  await typeNewCard(user);
  await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
}

/** Whether the test card's number is still held by a mutation (it must leave once the call settles). */
export const cardInMemory = (client: QueryClient): boolean =>
  JSON.stringify(client.getMutationCache().getAll().map((mutation) => mutation.state.variables)).replace(/\s/g, '').includes(TEST_CARD_NUMBER);

/** Payment attempts still waiting for their answer (their Idempotency-Keys). */
export const pendingAttempts = (): string[] => Object.keys(sessionStorage).filter((key) => key.startsWith('carsi:order-attempt:'));
