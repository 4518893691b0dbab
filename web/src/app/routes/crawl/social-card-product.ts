import type { LoaderFunctionArgs } from 'react-router-dom';
import { socialCardResponse } from '@/features/social-card/api/social-card-response.server.ts';
import { idOfCardFile } from '@/features/social-card/utils/card-address.ts';

/** `/paylasim/urun/<id>.png`: a product's social card (a resource route). */
export function loader({ params }: LoaderFunctionArgs): Promise<Response> {
  const id = idOfCardFile(params.file);
  return socialCardResponse(id === undefined ? undefined : { kind: 'product', id });
}
