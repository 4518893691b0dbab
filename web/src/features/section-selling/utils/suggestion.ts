import type { Category, SuitableProduct } from '@carsi/sdk/main';
import { toTurkishLowerCase } from '@/utils/format.ts';

export interface ListingSuggestion {
  title: string;
  description: string;
  categoryId: number | undefined;
}

/** The section category whose name the seller's words or the suggested title mention (the most specific wins). */
export function categoryFor(words: string, categories: readonly Category[]): number | undefined {
  const haystack = toTurkishLowerCase(words);
  const named = categories
    .filter((category) => haystack.includes(toTurkishLowerCase(category.name)))
    .sort((a, b) => b.level - a.level || b.name.length - a.name.length);
  return named[0]?.id;
}

/** A title, description and category offered from one AI suggestion and what the seller typed. */
export function listingSuggestion(need: string, suggestion: SuitableProduct, categories: readonly Category[]): ListingSuggestion {
  const title = suggestion.product.title.slice(0, 100);
  const description = `${need.trim()}\n\n${suggestion.reason}`.slice(0, 3000);
  return { title, description, categoryId: categoryFor(`${need} ${title}`, categories) };
}
