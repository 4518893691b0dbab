/**
 * Real calls through the installed `@carsi/sdk` (run by `run.mjs` in Node): a generated function of
 * the main entry, the plain openapi-fetch client, and a refused call caught as ApiError.
 */
import { createMainClient, unwrap } from '@carsi/sdk/client';
import { addCartList, getCart, type Cart } from '@carsi/sdk/main';
import { ApiError, configureSdk } from '@carsi/sdk/runtime';

export interface Outcome {
  cart: Cart;
  viaClient: Cart;
  failure: { isApiError: boolean; code: string; message: string; status: number } | undefined;
}

/** Never called: the compiler must refuse both lines, or the package's types have gone loose. */
export function typeChecksOnly(): unknown[] {
  return [
    // @ts-expect-error the plain client only knows the contract's paths
    createMainClient().GET('/api/marketplace/not-a-path'),
    // @ts-expect-error quantities are numbers
    addCartList({ cart: [{ id: 7, quantity: 'iki' }] }),
  ];
}

export async function callThroughPackage(baseUrl: string): Promise<Outcome> {
  configureSdk({ baseUrls: { main: baseUrl, content: baseUrl, live: baseUrl } });
  const cart = await getCart();
  const viaClient = await unwrap(createMainClient().GET('/api/marketplace/cart'));
  let failure: Outcome['failure'];
  try {
    await addCartList({ cart: [{ id: 7, quantity: 99 }] });
  } catch (error) {
    if (error instanceof ApiError) {
      failure = { isApiError: true, code: error.code, message: error.message, status: error.status };
    }
  }
  return { cart, viaClient, failure };
}
