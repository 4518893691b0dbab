import { NotFound } from '@/components/errors/not-found.tsx';

export function NotFoundRoute() {
  return <NotFound />;
}
