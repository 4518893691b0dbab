import { PageHead } from '@/components/seo/page-head.tsx';
import { getBlogListArticlesQueryOptions, getBlogListCategoriesQueryOptions } from '@carsi/sdk/main';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogList } from '@/features/blog/components/blog-list.tsx';
import { blogArticlesParams, readBlogListState } from '@/features/blog/utils/blog-list-query.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The category chips and the articles of the category and page in the address. */
const queries: RouteQueries = (client, { url }) => [
  client.prefetchQuery(getBlogListCategoriesQueryOptions()),
  client.prefetchQuery(getBlogListArticlesQueryOptions(blogArticlesParams(readBlogListState(url.searchParams)))),
];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function BlogRoute() {
  return (
    <Stack spacing={2}>
      <PageHead title="Blog — Çarşı" description="Çarşı Blog: alışveriş rehberleri, ev ve yaşam önerileri, çarşıdan haberler." />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Çarşı Blog
      </Typography>
      <Typography color="textSecondary">Alışveriş rehberleri, ev ve yaşam önerileri, çarşıdan haberler.</Typography>
      <BlogList />
    </Stack>
  );
}
