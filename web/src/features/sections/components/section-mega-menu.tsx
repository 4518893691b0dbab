import { MegaMenuBar } from '@/components/layout/mega-menu-bar.tsx';
import { sectionApi } from '@/lib/section-api.ts';
import type { SectionConfig } from '../api/sections.ts';

/**
 * The section's own category menu (GetMegaMenu of its family) on its home and listing pages, rendered by
 * the marketplace menu's row and panel. The answer is kept for an hour (the SDK's cache rules).
 */
export function SectionMegaMenu({ section }: { section: SectionConfig }) {
  const { data } = sectionApi(section.key).useGetMegaMenu();
  return <MegaMenuBar items={data?.items ?? []} label={`${section.name} kategorileri`} />;
}
