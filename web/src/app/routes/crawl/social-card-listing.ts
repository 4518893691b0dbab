import type { LoaderFunctionArgs } from 'react-router-dom';
import { socialCardResponse } from '@/features/social-card/api/social-card-response.server.ts';
import { idOfCardFile, sectionOfSegment } from '@/features/social-card/utils/card-address.ts';

/** `/paylasim/<section>/ilan/<id>.png`: a section listing's social card (a resource route). */
export function loader({ params }: LoaderFunctionArgs): Promise<Response> {
  const id = idOfCardFile(params.file);
  const section = sectionOfSegment(params.section);
  return socialCardResponse(id === undefined || section === undefined ? undefined : { kind: 'listing', section, id });
}
