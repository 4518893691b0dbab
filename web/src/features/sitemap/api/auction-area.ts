import { auctionListCategories } from '@carsi/sdk/main';
import { liveListBroadcasts } from '@carsi/sdk/live';
import { paths } from '@/config/paths.ts';
import type { SitemapEntry, SitemapArea } from '../types.ts';
import { listedArea } from './area-kinds.ts';

/**
 * The live auction's public pages: every broadcast of every auction category (the live service lists
 * them per category, as the auction home shows them) and each broadcast's host. Neither is dated: a
 * broadcast's page changes while it runs and when it ends, and its list entry says only when it starts.
 */
async function auctionEntries(): Promise<SitemapEntry[]> {
  const categories = await auctionListCategories();
  const lists = await Promise.all(categories.map((category) => liveListBroadcasts({ categoryId: category.id })));
  const broadcasts = [...new Map(lists.flat().map((broadcast) => [broadcast.id, broadcast])).values()].sort((a, b) => a.id - b.id);
  const hosts = [...new Set(broadcasts.map((broadcast) => broadcast.host.id))].sort((a, b) => a - b);
  return [
    ...broadcasts.map((broadcast) => ({ path: paths.auctionBroadcast.getHref(broadcast.id) })),
    ...hosts.map((host) => ({ path: paths.auctionUser.getHref(host) })),
  ];
}

/** `/sitemap/mezat.xml`: the auction's broadcasts and their hosts. */
export const auctionArea: SitemapArea = listedArea('mezat', auctionEntries);
