import type { LoaderFunctionArgs } from 'react-router-dom';
import { robotsTxtResponse } from '@/features/sitemap/utils/robots-txt.ts';

/** `/robots.txt` (a resource route: the loader's answer is the response). */
export function loader({ request }: LoaderFunctionArgs): Response {
  return robotsTxtResponse(request.url);
}
