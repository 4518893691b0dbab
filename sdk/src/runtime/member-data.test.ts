import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clearMemberData } from './member-data.ts';
import type { PersistRule } from './persisted-queries.ts';

const keep: PersistRule[] = [{ name: 'megaMenu', matches: (key) => key[0] === '/api/mega-menu', ttlMs: 60_000 }];

describe('clearMemberData', () => {
  it('drops member queries and the mutation cache, keeps the public content caches', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/profile'], { email: 'onceki@uye.test' });
    client.setQueryData(['/api/address/list'], [{ city: 'İzmir' }]);
    client.setQueryData(['/api/mega-menu'], [{ name: 'Moda' }]);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('ok') }).execute({ cardNumber: '4111111111111111', cvc: '123' });
    expect(client.getMutationCache().getAll()).toHaveLength(1);

    clearMemberData(client, keep);

    expect(client.getQueryData(['/api/profile'])).toBeUndefined();
    expect(client.getQueryData(['/api/address/list'])).toBeUndefined();
    expect(client.getQueryData(['/api/mega-menu'])).toEqual([{ name: 'Moda' }]);
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(JSON.stringify(client.getMutationCache().getAll())).not.toContain('4111');
  });

  it('empties a query a page is still showing, then fetches it again for the new session', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      let owner = 'önceki üye';
      const queryFn = vi.fn(() => Promise.resolve({ owner }));
      const observer = new QueryObserver(client, { queryKey: ['/api/product/1'], queryFn });
      const stop = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ owner: 'önceki üye' }));
      owner = 'yeni oturum';
      clearMemberData(client, keep);
      expect(observer.getCurrentResult().data).toBeUndefined();
      await vi.runAllTimersAsync();
      expect(observer.getCurrentResult().data).toEqual({ owner: 'yeni oturum' });
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
