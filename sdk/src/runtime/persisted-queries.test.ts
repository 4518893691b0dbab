import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS } from './constants.ts';
import { persistQueries, type PersistRule } from './persisted-queries.ts';

const rules: PersistRule[] = [
  { name: 'mainBanner', matches: (key) => key[0] === '/main_banner', ttlMs: CACHE_TTL_MS.mainBanner },
  { name: 'staticPages', matches: (key) => String(key[0]).startsWith('/static_pages'), ttlMs: CACHE_TTL_MS.staticPages },
];

/** Simulates a page load at `at` ms: a new client restored from what the previous one stored. */
function reloadAt(at: number): QueryClient {
  const client = new QueryClient();
  persistQueries(client, rules, localStorage, () => at);
  return client;
}

describe('content caches across reloads', () => {
  it('keeps the main banner for an hour and static pages for five minutes', async () => {
    const first = new QueryClient();
    persistQueries(first, rules, localStorage, () => 0);
    await first.fetchQuery({ queryKey: ['/main_banner'], queryFn: async () => ['kış indirimi'] });
    await first.fetchQuery({ queryKey: ['/static_pages/hakkimizda'], queryFn: async () => 'Hakkımızda' });
    await first.fetchQuery({ queryKey: ['/api/marketplace/cart'], queryFn: async () => 'sepet' });
    const stored = first.getQueryState(['/main_banner'])?.dataUpdatedAt ?? 0;

    const afterFourMinutes = reloadAt(stored + 4 * 60_000);
    expect(afterFourMinutes.getQueryData(['/main_banner'])).toEqual(['kış indirimi']);
    expect(afterFourMinutes.getQueryData(['/static_pages/hakkimizda'])).toBe('Hakkımızda');
    expect(afterFourMinutes.getQueryData(['/api/marketplace/cart'])).toBeUndefined();

    const afterSixMinutes = reloadAt(stored + 6 * 60_000);
    expect(afterSixMinutes.getQueryData(['/main_banner'])).toEqual(['kış indirimi']);
    expect(afterSixMinutes.getQueryData(['/static_pages/hakkimizda'])).toBeUndefined();

    const afterAnHour = reloadAt(stored + 60 * 60_000);
    expect(afterAnHour.getQueryData(['/main_banner'])).toBeUndefined();
  });

  it('ignores a damaged stored entry', () => {
    localStorage.setItem('carsi:query:["/main_banner"]', '{not json');
    const client = reloadAt(0);
    expect(client.getQueryData(['/main_banner'])).toBeUndefined();
    expect(localStorage.getItem('carsi:query:["/main_banner"]')).toBeNull();
  });
});
