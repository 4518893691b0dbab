import type { LoaderFunctionArgs } from 'react-router-dom';
import { sitemapIndexResponse } from '@/features/sitemap/api/sitemap-responses.ts';
import { shopSitemapAreas } from './shop-sitemap-areas.ts';

/** `/sitemap.xml`, the sitemap index (a resource route). */
export function loader({ request }: LoaderFunctionArgs): Promise<Response> {
  return sitemapIndexResponse(request.url, shopSitemapAreas);
}
