import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContentGetStaticPageQueryKey, getContentListMainBannersQueryKey, getContentListStaticPagesQueryKey } from '../content.ts';
import { getGetCartQueryKey, getGetMegaMenuQueryKey, getListBannersQueryKey } from '../main.ts';
import { getCraftGetMegaMenuQueryKey, getSecondHandGetMegaMenuQueryKey, getSwapGetMegaMenuQueryKey } from '../sections.ts';
import { createQueryClient } from '../runtime/query-client.ts';
import { contentCacheRules } from './content-cache-rules.ts';

const MINUTE = 60_000;
const notify = { success: () => undefined, warning: () => undefined };

const cached: Record<string, { key: QueryKey; ttl: number }> = {
  banner: { key: getListBannersQueryKey(), ttl: 60 * MINUTE },
  mainBanner: { key: getContentListMainBannersQueryKey(), ttl: 60 * MINUTE },
  megaMenu: { key: getGetMegaMenuQueryKey(), ttl: 60 * MINUTE },
  secondHandMegaMenu: { key: getSecondHandGetMegaMenuQueryKey(), ttl: 60 * MINUTE },
  craftMegaMenu: { key: getCraftGetMegaMenuQueryKey(), ttl: 60 * MINUTE },
  swapMegaMenu: { key: getSwapGetMegaMenuQueryKey(), ttl: 60 * MINUTE },
  staticPages: { key: getContentListStaticPagesQueryKey(), ttl: 5 * MINUTE },
  staticPage: { key: getContentGetStaticPageQueryKey('hakkimizda'), ttl: 5 * MINUTE },
};

/** A page load: a new client restored from what earlier pages stored. */
const load = () => createQueryClient({ notify, persist: contentCacheRules });

/** Whether a reloaded page shows the stored answer without asking the server. */
async function servedFromCache(key: QueryKey): Promise<boolean> {
  const server = vi.fn(async () => 'sunucudan');
  const data = await load().fetchQuery({ queryKey: key, queryFn: server });
  return data === 'önbellekten' && server.mock.calls.length === 0;
}

describe('content caches across reloads (spec §9)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00+03:00'));
    const first = load();
    for (const { key } of Object.values(cached)) await first.fetchQuery({ queryKey: key, queryFn: async () => 'önbellekten' });
    await first.fetchQuery({ queryKey: getGetCartQueryKey(), queryFn: async () => 'önbellekten' });
  });
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(cached))('keeps %s until it is exactly as old as its lifetime', async (_name, { key, ttl }) => {
    vi.advanceTimersByTime(ttl - 1_000);
    expect(await servedFromCache(key)).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(await servedFromCache(key)).toBe(false);
  });

  it('keeps banners, main banner and mega menu for an hour, static pages for five minutes', async () => {
    vi.advanceTimersByTime(5 * MINUTE);
    expect(await servedFromCache(cached.staticPages!.key)).toBe(false);
    expect(await servedFromCache(cached.banner!.key)).toBe(true);
    expect(await servedFromCache(cached.mainBanner!.key)).toBe(true);
    expect(await servedFromCache(cached.megaMenu!.key)).toBe(true);
  });

  it('does not keep anything else across a reload', async () => {
    expect(await servedFromCache(getGetCartQueryKey())).toBe(false);
  });
});
