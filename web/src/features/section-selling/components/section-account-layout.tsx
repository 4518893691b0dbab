import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router-dom';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import { SectionAccountNav } from './section-account-nav.tsx';

/** "Pazar hesabım": the section's member menu beside (or above, on phones) the chosen page. */
export function SectionAccountLayout({ section }: { section: SectionKey }) {
  const title = `${sectionCapabilities[section].name} hesabım`;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ minWidth: 0, p: { xs: 0, md: 1 }, position: { md: 'sticky' }, top: { md: 16 } }}>
        <Typography variant="overline" component="p" sx={{ px: 2, pt: 1 }}>
          {title}
        </Typography>
        <SectionAccountNav section={section} />
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
