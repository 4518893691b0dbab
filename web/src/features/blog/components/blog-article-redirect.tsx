import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useBlogGetArticle } from '../api/sdk-hooks.ts';
import { Navigate } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';

/** An article reached by its id: looks it up and replaces the address with the article's slug URL. */
export function BlogArticleRedirect({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const article = useBlogGetArticle(id, { query: { enabled: valid } });
  if (valid && article.isPending) return <Skeleton variant="rounded" height={420} aria-label="Yazı yükleniyor" />;
  if (!valid || isNotFoundError(article.error)) return <NotFound />;
  if (article.isError || !article.data) {
    return (
      <Stack spacing={2}>
        <LoadError onRetry={() => void article.refetch()} message="Yazı şu an yüklenemedi." />
        <Link to={paths.blog.getHref()}>Blog ana sayfasına dön</Link>
      </Stack>
    );
  }
  return <Navigate to={paths.blogArticle.getHref(article.data.slug)} replace />;
}
