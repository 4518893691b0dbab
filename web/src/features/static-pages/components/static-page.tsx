import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { PageHead } from '@/components/seo/page-head.tsx';
import { textOf } from '@/lib/seo/text-of.ts';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContentGetStaticPage } from '../api/sdk-hooks.ts';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/utils/format.ts';

/** A static page of the content service (cached five minutes by the SDK), body sanitised. */
export function StaticPage({ slug }: { slug: string }) {
  const page = useContentGetStaticPage(slug);
  if (page.isPending) return <Skeleton variant="rounded" height={360} aria-label="Sayfa yükleniyor" />;
  if (isNotFoundError(page.error)) return <NotFound />;
  if (page.isError) {
    return (
      <Stack spacing={2}>
        <title>Sayfa yüklenemedi — Çarşı</title>
        <LoadError onRetry={() => void page.refetch()} message="Bu sayfa şu an yüklenemedi." />
        <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
      </Stack>
    );
  }
  const data = page.data;
  // The service's body starts with its own <h1>; the page title is rendered here, so the copy is dropped.
  const body = data.content.replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>/i, '');
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 }, maxWidth: 860 }}>
      <PageHead title={`${data.title} — Çarşı`} description={data.metaDescription ?? `${data.title}: ${textOf(body)}`} type="article" />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {data.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {`Son güncelleme: ${formatDate(data.updatedAt)}`}
      </Typography>
      <HtmlContent html={body} />
    </Paper>
  );
}
