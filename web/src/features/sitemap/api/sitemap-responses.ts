import { paths } from '@/config/paths.ts';
import { partCount, partRange } from '../utils/sitemap-limits.ts';
import { parsePartFile } from '../utils/part-file.ts';
import { notFoundResponse, unavailableResponse, xmlResponse } from '../utils/responses.ts';
import { siteAbsolute } from '../utils/site-absolute.ts';
import { sitemapIndexXml, urlsetXml } from '../utils/sitemap-xml.ts';
import type { SitemapArea } from '../types.ts';

/** A sitemap built from the services' answers, or 503 when one of them failed (logged for the host's operator). */
async function built(what: string, build: () => Promise<Response>): Promise<Response> {
  try {
    return await build();
  } catch (error) {
    console.error(`${what} could not be built:`, error);
    return unavailableResponse();
  }
}

/**
 * `/sitemap.xml`: the index, one `<sitemap>` per part of each area with addresses now (an empty area
 * has no part: a sitemap must list at least one address). Each part is built on request, so its
 * `<lastmod>` is this build's time.
 */
export const sitemapIndexResponse = (requestUrl: string, areas: readonly SitemapArea[]): Promise<Response> =>
  built('The sitemap index', async () => {
    const builtAt = new Date();
    const counts = await Promise.all(areas.map((area) => area.count()));
    const parts = areas.flatMap((area, index) =>
      Array.from({ length: partCount(counts[index] ?? 0) }, (_, part) => ({ path: paths.sitemapPart.getHref(area.name, part + 1) })),
    );
    return xmlResponse(sitemapIndexXml(parts, siteAbsolute(requestUrl), builtAt));
  });

/** `/sitemap/<area>[-<part>].xml`: that part's addresses (at most 50 000), or 404 for a name or part that does not exist. */
export async function sitemapPartResponse(requestUrl: string, file: string | undefined, areas: readonly SitemapArea[]): Promise<Response> {
  const named = parsePartFile(file);
  const area = named && areas.find(({ name }) => name === named.area);
  if (!named || !area) return notFoundResponse();
  return built(`The sitemap ${file ?? ''}`, async () => {
    const builtAt = new Date();
    const { offset, limit } = partRange(named.part);
    const entries = await area.entries(offset, limit);
    if (entries.length === 0) return notFoundResponse();
    return xmlResponse(urlsetXml(entries, siteAbsolute(requestUrl), builtAt));
  });
}
