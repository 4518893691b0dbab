import { SearchTargetType, type AutocompleteSuggestion } from '@carsi/sdk/main';
import { paths } from '@/config/paths.ts';

/** Group headings of the search suggestions, by target type. */
export const suggestionGroupLabels: Record<SearchTargetType, string> = {
  [SearchTargetType.CATEGORY]: 'Kategoriler',
  [SearchTargetType.PRODUCT]: 'Ürünler',
  [SearchTargetType.MARKET]: 'Mağazalar',
  [SearchTargetType.BRAND]: 'Markalar',
};

/** Where a suggestion leads. */
export function suggestionHref(suggestion: AutocompleteSuggestion): string {
  switch (suggestion.type) {
    case SearchTargetType.CATEGORY:
      return paths.category.getHref(suggestion.slug);
    case SearchTargetType.PRODUCT:
      return paths.product.getHref(suggestion.id);
    case SearchTargetType.MARKET:
      return paths.market.getHref(suggestion.slug);
    case SearchTargetType.BRAND:
      return paths.brand.getHref(suggestion.slug);
  }
}
