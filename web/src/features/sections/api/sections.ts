import {
  useCraftGetProduct,
  useCraftListCategories,
  useCraftListSimilarProducts,
  useCraftSearchProducts,
  useSecondHandGetProduct,
  useSecondHandListCategories,
  useSecondHandListSimilarProducts,
  useSecondHandSearchProducts,
  useSwapGetProduct,
  useSwapListCategories,
  useSwapListSimilarProducts,
  useSwapSearchProducts,
} from '@carsi/sdk/main';
import { paths } from '@/config/paths.ts';
import type { SectionHooks } from './section-hooks.ts';
import type { SectionKey } from '@/lib/section-api.ts';
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

export const sections: Record<SectionKey, SectionConfig> = {
  secondHand: {
    key: 'secondHand',
    name: sectionCapabilities.secondHand.name,
    title: 'İkinci El Pazar',
    intro: 'Az kullanılmış ürünleri uygun fiyata bulun; satıcıyla pazarlık edin, güvenle alın.',
    forSwap: false,
    homeHref: paths.secondHand.getHref(),
    listingHref: paths.secondHandListing.getHref,
    hooks: {
      useSearch: (params) => useSecondHandSearchProducts(params),
      useCategories: () => useSecondHandListCategories(),
      useListing: (id) => useSecondHandGetProduct(id),
      useSimilar: (id, limit) => useSecondHandListSimilarProducts(id, { limit }),
    },
  },
  craft: {
    key: 'craft',
    name: sectionCapabilities.craft.name,
    title: 'Zanaat',
    intro: 'Ustaların elinden çıkan el yapımı ürünler: seramikten örgüye, ahşaptan takıya.',
    forSwap: false,
    homeHref: paths.craft.getHref(),
    listingHref: paths.craftListing.getHref,
    hooks: {
      useSearch: (params) => useCraftSearchProducts(params),
      useCategories: () => useCraftListCategories(),
      useListing: (id) => useCraftGetProduct(id),
      useSimilar: (id, limit) => useCraftListSimilarProducts(id, { limit }),
    },
  },
  swap: {
    key: 'swap',
    name: sectionCapabilities.swap.name,
    title: 'Takas',
    intro: 'Kullanmadığınız eşyayı ihtiyacınız olanla değiştirin. Buradaki ilanlar satılık değil, takasa açıktır.',
    forSwap: true,
    homeHref: paths.swap.getHref(),
    listingHref: paths.swapListing.getHref,
    hooks: {
      useSearch: (params) => useSwapSearchProducts(params),
      useCategories: () => useSwapListCategories(),
      useListing: (id) => useSwapGetProduct(id),
      useSimilar: (id, limit) => useSwapListSimilarProducts(id, { limit }),
    },
  },
};
