import { data } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';

/** Any address no page has: a true 404 from the server, the same page in the browser. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
