import type { HelpArticle } from '@carsi/sdk/main';
import { foldTurkish } from './help-params.ts';

/** Question words and fillers that say nothing about the topic ("kargo nerede" is about "kargo"). */
const STOP_WORDS = new Set(
  ['nerede', 'nereye', 'nereden', 'nasil', 'ne', 'neden', 'nicin', 'zaman', 'hangi', 'kim', 'kac', 'mi', 'mu', 've', 'ile', 'bir', 'icin', 'bu', 'su', 'da', 'de', 'ki', 'ya', 'veya', 'ben', 'benim'].map(foldTurkish),
);

/** Folded words of a text (HTML tags dropped). */
const wordsOf = (text: string): string[] => foldTurkish(text.replace(/<[^>]+>/g, ' ')).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words of a query worth looking for; every word when all of them are fillers. */
export function queryWords(query: string): string[] {
  const words = [...new Set(wordsOf(query))];
  const topical = words.filter((word) => !STOP_WORDS.has(word));
  return topical.length > 0 ? topical : words;
}

/**
 * How well an article word answers a query word: 2 when it starts with it (Turkish adds suffixes:
 * "kargo" → "kargoya"), 1 when a long query word matches without its own last two letters ("kargom" →
 * "kargoya", "siparişim" → "siparişi"), 0 otherwise.
 */
function closeness(articleWord: string, queryWord: string): number {
  if (articleWord.startsWith(queryWord)) return 2;
  return queryWord.length >= 5 && articleWord.startsWith(queryWord.slice(0, -2)) ? 1 : 0;
}

const best = (words: readonly string[], queryWord: string): number => Math.max(0, ...words.map((w) => closeness(w, queryWord)));

/**
 * Articles that answer any topical word of the query, best first: a word in the title counts double,
 * a whole word more than a stem; ties keep the articles' own order.
 */
export function searchHelp(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [];
  const scored = articles.map((article, index) => {
    const title = wordsOf(article.title);
    const body = wordsOf(article.content);
    const score = wanted.reduce((sum, word) => sum + Math.max(2 * best(title, word), best(body, word)), 0);
    return { article, index, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.article);
}
