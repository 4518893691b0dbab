/** Blog categories and articles (spec §7 Blog), fixed Turkish copy (blog-articles.ts), one every two days. */
import type { BlogArticle, BlogCategory } from '@carsi/sdk/main-models';
import { imageOf } from '@mocks/shared/image.ts';
import { slugify } from '../slug.ts';
import { seedDaysAgo } from '../clock.ts';
import { ARTICLE_SEEDS, articleContent, readingMinutes } from './blog-articles.ts';

const CATEGORIES: [string, string][] = [
  ['Alışveriş Rehberi', 'Neyi, nasıl seçmeli? Ürün karşılaştırmaları ve öneriler.'],
  ['Ev & Yaşam', 'Evinizi güzelleştirecek fikirler.'],
  ['İkinci El & Takas', 'Eşyalarınıza ikinci bir hayat verin.'],
  ['Zanaat Hikâyeleri', 'Ustalar ve el emeği ürünlerin hikâyeleri.'],
];

const AUTHORS = ['Elif Demir', 'Can Aydın', 'Zeynep Arslan', 'Mert Öztürk'];

export interface BlogSeed {
  blogCategories: BlogCategory[];
  articles: BlogArticle[];
}

export function seedBlog(): BlogSeed {
  const blogCategories: BlogCategory[] = CATEGORIES.map(([name, description], i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description,
    articleCount: ARTICLE_SEEDS.filter((a) => a.category === i + 1).length,
  }));
  const articles = ARTICLE_SEEDS.map((seed, i): BlogArticle => {
    const category = blogCategories[seed.category - 1] ?? blogCategories[0];
    if (!category) throw new Error('no blog category');
    const publishedAt = seedDaysAgo(2 + i * 2, -2);
    const slug = slugify(seed.title);
    const content = articleContent(seed);
    return {
      id: i + 1,
      title: seed.title,
      slug,
      excerpt: seed.excerpt,
      cover: imageOf('blog', slug, seed.title, 1200, 630),
      category,
      author: AUTHORS[i % AUTHORS.length] ?? 'Çarşı Editör',
      publishedAt,
      updatedAt: publishedAt,
      readingMinutes: readingMinutes(content),
      content,
      tags: [...seed.tags],
    };
  });
  return { blogCategories, articles };
}
