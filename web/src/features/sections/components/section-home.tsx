import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SectionConfig } from '../api/sections.ts';
import { SectionListingView } from './section-listing.tsx';

/** The home of /pazar, /takas or /zanaat: heading, introduction, an optional action and the section's listings. */
export function SectionHome({ section, action }: { section: SectionConfig; action?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <title>{`${section.title} — Çarşı`}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {section.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {section.intro}
          </Typography>
        </div>
        {action}
      </Stack>
      <SectionListingView section={section} />
    </Stack>
  );
}
