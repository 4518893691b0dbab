import { getBlogGetArticleQueryOptions } from '@carsi/sdk/main';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { BlogArticleRedirect } from '@/features/blog/components/blog-article-redirect.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { positiveId } from '@/utils/positive-id.ts';
import { createRequestQueryClient } from '../../query-client.ts';
import { notFound } from '../../route-data.ts';

/**
 * An article opened by its id: the server answers 301 to the slug address (its one address for
 * crawlers and shared links), 404 when there is no such article. If the service cannot be asked,
 * the page does it in the browser.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  const id = positiveId(params.id);
  if (id === undefined) throw notFound();
  const client = createRequestQueryClient();
  const slug = await client.fetchQuery(getBlogGetArticleQueryOptions(id)).then(
    (article) => article.slug,
    (error: unknown) => {
      if (isNotFoundError(error)) throw notFound();
      return undefined;
    },
  );
  client.clear();
  if (slug !== undefined) throw redirect(paths.blogArticle.getHref(slug), 301);
  return null;
}

export default function BlogArticleByIdRoute() {
  const { id = '' } = useParams();
  return <BlogArticleRedirect id={Number(id)} />;
}
