import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head.tsx';
import { readUrlState } from '@/lib/url-state.ts';
import { sectionParams } from '../utils/section-query.ts';
import type { SectionConfig } from '../api/sections.ts';
import { SectionListingView } from './section-listing.tsx';
import { RecentListings } from './recent-listings.tsx';
import { SectionMegaMenu } from './section-mega-menu.tsx';

/** The home of /pazar, /takas or /zanaat: heading, introduction, an optional action and the section's listings. */
export function SectionHome({ section, action }: { section: SectionConfig; action?: ReactNode }) {
  const [params] = useSearchParams();
  const { search, page } = readUrlState(sectionParams, params);
  const title = `${search ? `“${search}” — ` : ''}${section.title}${page > 1 ? ` — Sayfa ${page}` : ''} — Çarşı`;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <PageHead title={title} description={`${section.title}: ${section.intro}`} />
      <SectionMegaMenu section={section} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {section.title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {section.intro}
          </Typography>
        </div>
        {action}
      </Stack>
      <SectionListingView section={section} />
      <RecentListings section={section} />
    </Stack>
  );
}
