import { verticals } from '@carsi/sdk/verticals';
import { sectionPaths } from '@/config/paths.ts';
import type { SectionHooks } from './section-hooks.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';

export type { SectionKey };

/** What differs between the section homes: names, texts, addresses and the family's hooks. */
export interface SectionConfig {
  key: SectionKey;
  /** Name in the header switch ("Pazar"). */
  name: string;
  /** Heading of the section home. */
  title: string;
  intro: string;
  /** Swap listings are offered in exchange, not sold. */
  forSwap: boolean;
  homeHref: string;
  listingHref: (id: number) => string;
  hooks: SectionHooks;
}

/** The family's search, categories, listing and similar listings, under the names the pages use. */
function hooksOf(key: SectionKey): SectionHooks {
  const api = sectionApi(key);
  return {
    useSearch: (params) => api.useSearchProducts(params),
    useCategories: () => api.useListCategories(),
    useListing: (id) => api.useGetProduct(id),
    useSimilar: (id, limit) => api.useListSimilarProducts(id, { limit }),
  };
}

/** Each section of openapi/verticals/verticals.yaml: its title and introduction come from there. */
export const sections = Object.fromEntries(
  verticals.map((vertical): [SectionKey, SectionConfig] => [
    vertical.key,
    {
      key: vertical.key,
      name: sectionCapabilities[vertical.key].name,
      title: vertical.title,
      intro: vertical.intro,
      forSwap: !sectionCapabilities[vertical.key].sold,
      homeHref: sectionPaths[vertical.key].home.getHref(),
      listingHref: sectionPaths[vertical.key].listing.getHref,
      hooks: hooksOf(vertical.key),
    },
  ]),
) as Record<SectionKey, SectionConfig>;
