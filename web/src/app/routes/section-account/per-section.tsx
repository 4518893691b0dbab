import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { sectionCapabilities, sectionKeys, type SectionCapabilities } from '@/config/section-capabilities.ts';
import { sectionOfPath, type SectionKey } from '@/lib/section-api.ts';

export type SectionRoutes = Record<SectionKey, () => ReactNode>;

/** One page component per section family, made by the same factory. */
export const bySection = (make: (section: SectionKey) => () => ReactNode): SectionRoutes =>
  Object.fromEntries(sectionKeys.map((key) => [key, make(key)])) as SectionRoutes;

/** One route component per section from one page: `perSection((section) => <Page section={section} />)`. */
export const perSection = (render: (section: SectionKey) => ReactNode): SectionRoutes => bySection((key) => () => render(key));

type Capability = { [Key in keyof SectionCapabilities]: SectionCapabilities[Key] extends boolean ? Key : never }[keyof SectionCapabilities];

/**
 * The route module of a page of the section families (routes.ts lists it once per family): it renders
 * the family's own page, the one whose home the address is under (`/pazar/...` → second-hand), or the
 * 404 page where the family lacks the page's capability (`needs`: swap has no suspension, say).
 */
export function sectionRoute(pages: SectionRoutes, needs?: Capability): ComponentType {
  return function SectionRoute() {
    const section = sectionOfPath(useLocation().pathname);
    const Page = section && (!needs || sectionCapabilities[section][needs]) ? pages[section] : undefined;
    return Page ? <Page /> : <NotFound />;
  };
}
