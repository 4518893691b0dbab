import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** "İlan ver" and the section account, on the section home (visitors are sent to login first). */
export function SellAction({ section }: { section: SectionKey }) {
  const paths = sectionPaths[section];
  return (
    <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
      <Button component={RouterLink} to={paths.newListing.getHref()} variant="contained" startIcon={<Add />}>
        İlan ver
      </Button>
      <Button component={RouterLink} to={paths.account.getHref()} variant="outlined">
        {`${sectionCapabilities[section].name} hesabım`}
      </Button>
    </Stack>
  );
}
