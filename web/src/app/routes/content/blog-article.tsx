import { useParams } from 'react-router-dom';
import { BlogArticle } from '@/features/blog/components/blog-article.tsx';

export default function BlogArticleRoute() {
  const { slug = '' } = useParams();
  return <BlogArticle key={slug} slug={slug} />;
}
