import type { ReactNode } from 'react';
import { sectionKeys } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';

export type SectionRoutes = Record<SectionKey, () => ReactNode>;

/** One route component per section from one page: `perSection((section) => <Page section={section} />)`. */
export function perSection(render: (section: SectionKey) => ReactNode): SectionRoutes {
  return Object.fromEntries(
    sectionKeys.map((key) => {
      const Route = () => render(key);
      return [key, Route];
    }),
  ) as SectionRoutes;
}
