import { useParams } from 'react-router-dom';
import { BlogArticleRedirect } from '@/features/blog/components/blog-article-redirect.tsx';

export default function BlogArticleByIdRoute() {
  const { id = '' } = useParams();
  return <BlogArticleRedirect id={Number(id)} />;
}
