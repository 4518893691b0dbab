import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBlogListArticles, useBlogListCategories } from '../api/sdk-hooks.ts';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { PageLinks } from '@/components/ui/page-links.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { cardGridSx } from '@/lib/layout-styles.ts';
import { blogArticlesParams, readBlogListState } from '../utils/blog-list-query.ts';
import { BlogArticleCard } from './blog-article-card.tsx';

/** The blog: category chips (`?kategori=`) and the newest articles page by page (`?sayfa=`). */
export function BlogList() {
  const [params] = useSearchParams();
  const state = readBlogListState(params);
  const { currentPage, categorySlug } = state;
  const categories = useBlogListCategories();
  const articles = useBlogListArticles(blogArticlesParams(state));
  const hrefFor = (slug: string, page: number) => {
    const next = new URLSearchParams();
    if (slug) next.set('kategori', slug);
    if (page > 1) next.set('sayfa', String(page));
    const text = next.toString();
    return text ? `${paths.blog.getHref()}?${text}` : paths.blog.getHref();
  };
  return (
    <Stack spacing={2}>
      {categories.data && (
        <Box component="nav" aria-label="Blog kategorileri" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip component={Link} to={hrefFor('', 1)} clickable label="Tümü" color={categorySlug ? 'default' : 'primary'} aria-current={categorySlug ? undefined : 'page'} />
          {categories.data.map((category) => (
            <Chip
              key={category.id}
              component={Link}
              to={hrefFor(category.slug, 1)}
              clickable
              label={`${category.name} (${category.articleCount})`}
              color={category.slug === categorySlug ? 'primary' : 'default'}
              aria-current={category.slug === categorySlug ? 'page' : undefined}
            />
          ))}
        </Box>
      )}
      {articles.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Yazılar yükleniyor" />
      ) : articles.isError ? (
        <LoadError onRetry={() => void articles.refetch()} message="Blog yazıları yüklenemedi." />
      ) : articles.data.items.length === 0 ? (
        <Typography color="textSecondary">Bu kategoride henüz yazı yok.</Typography>
      ) : (
        <>
          <Box component="ul" aria-label="Blog yazıları" sx={cardGridSx}>
            {articles.data.items.map((article) => (
              <li key={article.id}>
                <BlogArticleCard article={article} />
              </li>
            ))}
          </Box>
          <PageLinks page={currentPage} totalPages={articles.data.totalPages} hrefForPage={(page) => hrefFor(categorySlug, page)} />
        </>
      )}
    </Stack>
  );
}
