import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { BlogArticleHead } from './blog-article-head.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBlogGetArticleBySlug, useBlogListSimilarArticles } from '../api/sdk-hooks.ts';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { Link } from '@/components/ui/link.tsx';
import { ShopImage } from '@/components/ui/shop-image.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/utils/format.ts';
import { BlogArticleCard } from './blog-article-card.tsx';
import { coverAspectRatio } from '../utils/cover-box.ts';

function SimilarArticles({ id }: { id: number }) {
  const similar = useBlogListSimilarArticles(id);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="benzer-yazilar">
      <Typography id="benzer-yazilar" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Benzer yazılar
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {similar.data.slice(0, 3).map((article) => (
          <li key={article.id}>
            <BlogArticleCard article={article} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** One article by its slug: cover, meta, sanitised body, tags and similar articles. */
export function BlogArticle({ slug }: { slug: string }) {
  const article = useBlogGetArticleBySlug(slug);
  if (article.isPending) return <Skeleton variant="rounded" height={420} aria-label="Yazı yükleniyor" />;
  if (isNotFoundError(article.error)) return <NotFound />;
  if (article.isError) {
    return (
      <Stack spacing={2}>
        <LoadError onRetry={() => void article.refetch()} message="Yazı şu an yüklenemedi." />
        <Link to={paths.blog.getHref()}>Blog ana sayfasına dön</Link>
      </Stack>
    );
  }
  const data = article.data;
  return (
    <>
      <BlogArticleHead article={data} />
      <Stack spacing={3} component="article">
        <Stack spacing={1}>
          <Link to={`${paths.blog.getHref()}?kategori=${encodeURIComponent(data.category.slug)}`} variant="overline">
            {data.category.name}
          </Link>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
            {data.title}
          </Typography>
          <Typography color="textSecondary">{`${data.author} · ${formatDate(data.publishedAt)} · ${data.readingMinutes} dk okuma`}</Typography>
        </Stack>
        <ShopImage
          image={data.cover}
          priority="lead"
          sizes="(min-width: 1200px) 1100px, 100vw"
          className="blog-cover blog-cover--article"
          style={{ aspectRatio: coverAspectRatio(data.cover) }}
        />
        <HtmlContent html={data.content} sx={{ maxWidth: 760 }} />
        {data.tags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Etiketler">
            {data.tags.map((tag) => (
              <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
            ))}
          </Box>
        )}
        <Divider />
        <SimilarArticles id={data.id} />
      </Stack>
    </>
  );
}
