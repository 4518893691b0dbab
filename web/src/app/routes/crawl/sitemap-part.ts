import type { LoaderFunctionArgs } from 'react-router-dom';
import { sitemapPartResponse } from '@/features/sitemap/api/sitemap-responses.ts';
import { shopSitemapAreas } from './shop-sitemap-areas.ts';

/** `/sitemap/<area>[-<part>].xml`, one child sitemap (a resource route). */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Response> {
  return sitemapPartResponse(request.url, params.file, shopSitemapAreas);
}
