import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { baseUrls, server } from '../../test/setup.ts';
import { fail, ok } from '../../test/envelope.ts';
import { getToken, isLoggedIn } from '../runtime/token.ts';
import { addToGuestCart, readGuestCart } from './guest-cart.ts';
import { logIn } from './log-in.ts';

const token = 'oturum-anahtari-1234567890';
const credentials = { email: 'ayse@example.com', password: 'Gizli123!' };

interface MergeCall {
  authorization: string | null;
  body: unknown;
}

/** Login answers as given; every push of the guest cart is recorded and answered as given. */
function backend({ login = true, merge = true }: { login?: boolean; merge?: boolean } = {}): MergeCall[] {
  const merges: MergeCall[] = [];
  server.use(
    http.post(`${baseUrls.main}/api/auth/login`, () =>
      login ? ok({ token, user: { id: 1, email: credentials.email } }) : fail(400, '2000-0180')),
    http.post(`${baseUrls.main}/api/marketplace/add-cart/list`, async ({ request }) => {
      const body = (await request.json()) as { cart: { id: number; quantity: number }[] };
      merges.push({ authorization: request.headers.get('authorization'), body });
      const { cart } = body;
      if (!merge) return fail(400, '1000-1016');
      // Product 13 is sold out: refused line by line, the others move.
      const refused = cart.filter((line) => line.id === 13).map((line) => ({ ...line, code: '2000-0013' }));
      return ok({ cart: null, refused });
    }),
  );
  return merges;
}

describe('logIn and the guest cart', () => {
  it('stores the token, then pushes the guest cart once, as the logged-in user, and clears it', async () => {
    addToGuestCart(11, 2);
    addToGuestCart(12);
    const merges = backend();
    const result = await logIn(credentials);
    expect(result.guestCart).toBe('merged');
    expect(getToken()).toBe(token);
    expect(merges).toEqual([{ authorization: `Bearer ${token}`, body: { cart: [{ id: 11, quantity: 2 }, { id: 12, quantity: 1 }] } }]);
    expect(readGuestCart()).toEqual([]);

    await expect(logIn(credentials)).resolves.toMatchObject({ guestCart: 'empty' });
    expect(merges).toHaveLength(1);
  });

  it('pushes nothing when the login fails', async () => {
    addToGuestCart(11, 2);
    const merges = backend({ login: false });
    await expect(logIn(credentials)).rejects.toMatchObject({ code: '2000-0180', message: 'E-posta adresi veya şifre hatalı.' });
    expect(merges).toEqual([]);
    expect(isLoggedIn()).toBe(false);
    expect(readGuestCart()).toEqual([{ id: 11, quantity: 2 }]);
  });

  it('moves the accepted lines and keeps a refused one with its reason', async () => {
    addToGuestCart(11, 2);
    addToGuestCart(13, 1);
    backend();
    await expect(logIn(credentials)).resolves.toMatchObject({ guestCart: 'partial' });
    expect(readGuestCart()).toEqual([{ id: 13, quantity: 1, refused: '2000-0013' }]);
  });

  it('keeps the local cart when the call fails, and stays logged in', async () => {
    addToGuestCart(11, 2);
    const merges = backend({ merge: false });
    await expect(logIn(credentials)).resolves.toMatchObject({ guestCart: 'failed' });
    expect(merges).toHaveLength(1);
    expect(isLoggedIn()).toBe(true);
    expect(readGuestCart()).toEqual([{ id: 11, quantity: 2 }]);
  });

  it('makes no cart call for an empty guest cart', async () => {
    const merges = backend();
    await expect(logIn(credentials)).resolves.toMatchObject({ guestCart: 'empty' });
    expect(merges).toEqual([]);
  });
});
