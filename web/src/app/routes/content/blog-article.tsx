import { getBlogGetArticleBySlugQueryOptions } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { BlogArticle } from '@/features/blog/components/blog-article.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The article (its body is sanitised and rendered in the browser: components/ui/html-content.tsx). */
const queries: RouteQueries = (client, { params }) => (params.slug ? [client.prefetchQuery(getBlogGetArticleBySlugQueryOptions(params.slug))] : []);

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function BlogArticleRoute() {
  const { slug = '' } = useParams();
  return <BlogArticle key={slug} slug={slug} />;
}
