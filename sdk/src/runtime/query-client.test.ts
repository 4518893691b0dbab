import { describe, expect, it, vi } from 'vitest';
import { getAddFavoriteMutationKey, getAddToCartMutationKey, getSecondHandAddFavoriteMutationKey, getSwapAcceptOfferMutationKey } from '../main.ts';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

const notifier = () => ({ success: vi.fn(), warning: vi.fn() });

describe('createQueryClient', () => {
  it('shows the success text of the operation, or the default one', async () => {
    const notify = notifier();
    const client = createQueryClient({ notify });
    // The generated hooks' own mutation keys, so a renamed operation shows up here.
    for (const mutationKey of [
      getAddFavoriteMutationKey(),
      getSecondHandAddFavoriteMutationKey(),
      getSwapAcceptOfferMutationKey(),
      getAddToCartMutationKey(),
    ]) {
      await client.getMutationCache().build(client, { mutationKey, mutationFn: async () => 'ok' }).execute(undefined);
    }
    expect(notify.success.mock.calls.map(([m]) => m)).toEqual([
      'Ürün favorilerinize eklendi.',
      'Ürün favorilerinize eklendi.',
      'Takas teklifi kabul edildi.',
      'İşlem başarılı.',
    ]);
  });

  it('warns with the catalogue text when a mutation fails, and stays quiet when asked', async () => {
    const notify = notifier();
    const client = createQueryClient({ notify });
    const failing = async () => { throw new ApiError('2000-0015', 400); };
    await client.getMutationCache().build(client, { mutationKey: ['applyCoupon'], mutationFn: failing }).execute(undefined).catch(() => undefined);
    await client.getMutationCache().build(client, { mutationKey: ['applyCoupon'], mutationFn: failing, meta: { silent: true } }).execute(undefined).catch(() => undefined);
    expect(notify.warning).toHaveBeenCalledTimes(1);
    expect(notify.warning).toHaveBeenCalledWith('Kupon kodu geçerli değil.');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('words a catalogue code the way one call asks, and keeps the catalogue for other codes', async () => {
    const notify = notifier();
    const client = createQueryClient({ notify });
    const meta = { errorMessages: { '2000-0180': 'Mevcut şifreniz hatalı.' } };
    for (const code of ['2000-0180', '2000-0015']) {
      const failing = async () => { throw new ApiError(code, 400); };
      await client.getMutationCache().build(client, { mutationKey: ['changePassword'], mutationFn: failing, meta }).execute(undefined).catch(() => undefined);
    }
    expect(notify.warning.mock.calls.map(([message]) => message)).toEqual(['Mevcut şifreniz hatalı.', 'Kupon kodu geçerli değil.']);
  });

  it('does not retry a query the server refused, but retries network trouble', async () => {
    const client = createQueryClient({ notify: notifier() });
    const refused = vi.fn(async () => { throw new ApiError('1000-1006', 404); });
    await client.fetchQuery({ queryKey: ['a'], queryFn: refused, retryDelay: 1 }).catch(() => undefined);
    expect(refused).toHaveBeenCalledTimes(1);
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 2) throw new ApiError('CLIENT-NETWORK', 0);
      return 'ok';
    };
    const retry = client.getDefaultOptions().queries?.retry;
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: flaky, retry, retryDelay: 1 })).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});
