import { useParams } from 'react-router-dom';
import { StaticPage } from '@/features/static-pages/components/static-page.tsx';

export default function StaticPageRoute() {
  const { slug = '' } = useParams();
  return <StaticPage key={slug} slug={slug} />;
}
