import type { BlogArticle } from '@carsi/sdk/main';
import { PageHead } from '@/components/seo/page-head.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { absoluteUrl } from '@/lib/seo/site-url.ts';
import { blogPostingJsonLd } from '@/lib/seo/structured-data.ts';

/** An article's head: title, excerpt, cover, and the article as a BlogPosting. */
export function BlogArticleHead({ article }: { article: BlogArticle }) {
  const origin = useSiteOrigin();
  const url = absoluteUrl(paths.blogArticle.getHref(article.slug), origin);
  return (
    <PageHead
      title={`${article.title} — Çarşı Blog`}
      description={article.excerpt}
      image={article.cover}
      type="article"
      structuredData={[blogPostingJsonLd(article, url, origin)]}
    />
  );
}
