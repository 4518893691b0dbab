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
      merges.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return merge ? ok(null) : fail(400, '2000-0013');
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
    await expect(logIn(credentials)).rejects.toMatchObject({ code: '2000-0180', message: 'Şifre hatalı.' });
    expect(merges).toEqual([]);
    expect(isLoggedIn()).toBe(false);
    expect(readGuestCart()).toEqual([{ id: 11, quantity: 2 }]);
  });

  it('keeps the local cart when the server refuses it, and stays logged in', async () => {
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
