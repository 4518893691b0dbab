import { sectionRoute } from '../section-account/per-section.tsx';
import { sections, type SectionKey } from '@/features/sections/api/sections.ts';
import { SectionHome } from '@/features/sections/components/section-home.tsx';
import { SellAction } from '@/features/section-selling/components/sell-action.tsx';

const homeOf = (key: SectionKey) =>
  function SectionHomeRoute() {
    return <SectionHome section={sections[key]} action={<SellAction section={key} />} />;
  };

/** The homes of /pazar, /zanaat and /takas: one page, one section config each. */
export const sectionHomeRoutes: Record<SectionKey, () => React.JSX.Element> = {
  secondHand: homeOf('secondHand'),
  craft: homeOf('craft'),
  swap: homeOf('swap'),
};

export default sectionRoute(sectionHomeRoutes);
