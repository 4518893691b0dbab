import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head.tsx';
import { readUrlState } from '@/lib/url-state.ts';
import { sectionParams } from '../utils/section-query.ts';
import type { SectionConfig } from '../api/sections.ts';
import { SectionListingView } from './section-listing.tsx';
import { RecentListings } from './recent-listings.tsx';
import { SectionMegaMenu } from './section-mega-menu.tsx';

/** The home of /pazar, /takas or /zanaat: heading, introduction, an optional action and the section's listings (section-home.css). */
export function SectionHome({ section, action }: { section: SectionConfig; action?: ReactNode }) {
  const [params] = useSearchParams();
  const { search, page } = readUrlState(sectionParams, params);
  const title = `${search ? `“${search}” — ` : ''}${section.title}${page > 1 ? ` — Sayfa ${page}` : ''} — Çarşı`;
  return (
    <div className="section-home">
      <PageHead title={title} description={`${section.title}: ${section.intro}`} />
      <SectionMegaMenu section={section} />
      <div className="section-home__top">
        <div>
          <h1 className="section-home__title">{section.title}</h1>
          <p className="section-home__intro">{section.intro}</p>
        </div>
        {action}
      </div>
      <SectionListingView section={section} />
      <RecentListings section={section} />
    </div>
  );
}
