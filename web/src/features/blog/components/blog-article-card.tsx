import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { BlogArticleSummary } from '@carsi/sdk/main';
import { Link } from '@/components/ui/link.tsx';
import { ShopImage } from '@/components/ui/shop-image.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/utils/format.ts';
import { coverAspectRatio } from '../utils/cover-box.ts';

/** One article in a list: cover, category, title (the link), excerpt and reading time. */
export function BlogArticleCard({ article }: { article: BlogArticleSummary }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <ShopImage image={article.cover} sizes="(min-width: 900px) 33vw, 100vw" alt="" className="blog-cover" style={{ aspectRatio: coverAspectRatio(article.cover) }} />
      <CardContent>
        <Typography variant="overline" color="textSecondary">
          {article.category.name}
        </Typography>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Link to={paths.blogArticle.getHref(article.slug)} color="inherit">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {article.excerpt}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
          {`${formatDate(article.publishedAt)} · ${article.readingMinutes} dk okuma`}
        </Typography>
      </CardContent>
    </Card>
  );
}
