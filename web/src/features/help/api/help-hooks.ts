import { ContentHelpPlatform, useContentListHelpArticles, useContentListHelpCategories } from '@carsi/sdk/content';
import type { HelpArticle, HelpCategory, HelpCategoryInfo, HelpCentreSection } from '@carsi/sdk/main';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

/** Whose help centre: the main shop, Mezat (both on the content service) or a section family (main API). */
export type HelpArea = 'marketplace' | 'auction' | SectionKey;

/** The parts of a query the help centre reads, the same for either service. */
export interface HelpQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => Promise<unknown>;
}

export interface HelpHooks {
  useCategories: (section: HelpCentreSection) => HelpQuery<HelpCategoryInfo[]>;
  useArticles: (categoryId: HelpCategory, section: HelpCentreSection, enabled: boolean) => HelpQuery<HelpArticle[]>;
}

const contentPlatforms = { marketplace: ContentHelpPlatform.MARKETPLACE, auction: ContentHelpPlatform.AUCTION } as const;

/** The help calls of an area; an area is fixed for a help centre's lifetime (the page keys it), so its hooks never change. */
export function helpHooks(area: HelpArea): HelpHooks {
  if (area === 'marketplace' || area === 'auction') {
    const platform = contentPlatforms[area];
    return {
      useCategories: (section) => useContentListHelpCategories({ platform, section }),
      useArticles: (categoryId, section, enabled) => useContentListHelpArticles({ platform, categoryId, section }, { query: { enabled } }),
    };
  }
  const api = sectionApi(area);
  return {
    useCategories: (section) => api.useListHelpCategories({ section }),
    useArticles: (categoryId, section, enabled) => api.useListHelpArticles({ categoryId, section }, { query: { enabled } }),
  };
}
