// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../testing/sitemap-schema.ts';
import { MAX_URLS_PER_SITEMAP, partCount, partRange } from '../utils/sitemap-limits.ts';
import { urlsetXml } from '../utils/sitemap-xml.ts';
import { pagedArea } from './area-kinds.ts';
import { SERVICE_PAGE_SIZE, type PageFetcher } from './paged-items.ts';

/** A paged list of `total` items numbered from 1, counting the calls it answers. */
function fakeList(total: number): { fetchPage: PageFetcher<number>; calls: () => number } {
  let calls = 0;
  const fetchPage: PageFetcher<number> = async (currentPage, pageSize) => {
    calls++;
    const start = (currentPage - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => start + index + 1);
    return { items, totalCount: total, totalPages: Math.ceil(total / pageSize) };
  };
  return { fetchPage, calls: () => calls };
}

describe('a large area', { timeout: 60_000 }, () => {
  it('is split into parts of at most 50 000 addresses, each asking only for its own pages', async () => {
    const total = 2 * MAX_URLS_PER_SITEMAP + 1;
    const list = fakeList(total);
    const area = pagedArea('urunler', list.fetchPage, (id) => ({ path: `/urun/${id}` }));
    const parts = partCount(await area.count());
    expect(parts).toBe(3);
    const sizes: number[] = [];
    for (let part = 1; part <= parts; part++) {
      const { offset, limit } = partRange(part);
      const before = list.calls();
      const entries = await area.entries(offset, limit);
      sizes.push(entries.length);
      expect(entries[0]?.path).toBe(`/urun/${offset + 1}`);
      expect(list.calls() - before).toBe(Math.ceil(entries.length / SERVICE_PAGE_SIZE));
      if (part === 1) expect(await schemaProblems(urlsetXml(entries, (path) => `https://www.carsi.test${path}`, new Date()), 'sitemap')).toEqual([]);
    }
    expect(sizes).toEqual([MAX_URLS_PER_SITEMAP, MAX_URLS_PER_SITEMAP, 1]);
    expect(partCount(0)).toBe(0);
  });
});
