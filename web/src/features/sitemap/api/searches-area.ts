import { listFooterKeywords, SearchPageKind, searchProducts } from '@carsi/sdk/main';
import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { hasItems } from '../utils/has-items.ts';
import { listedArea } from './area-kinds.ts';

/**
 * `/sitemap/aramalar.xml`: the popular searches every page's footer links to, each one that finds
 * products (a search that finds none is `noindex`). Other searches are reached only by typing, so no
 * crawler meets them.
 */
export const searchesArea: SitemapArea = listedArea('aramalar', async () => {
  const texts = [...new Set((await listFooterKeywords()).map((keyword) => keyword.keyword))].sort((a, b) => a.localeCompare(b, 'tr'));
  const found = await Promise.all(
    texts.map(async (text) => ({ text, count: (await searchProducts({ pageKind: SearchPageKind.SEARCH, search: text, pageSize: 1 })).totalCount })),
  );
  return found.filter(({ count }) => hasItems(count)).map(({ text }) => ({ path: paths.search.getHref(text) }));
});
