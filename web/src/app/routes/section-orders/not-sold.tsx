import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** A section whose listings are exchanged, not sold, has no cart: say so and show the way to its offers. */
export function NotSold({ section }: { section: SectionKey }) {
  const paths = sectionPaths[section];
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography>{`${sectionCapabilities[section].name} ilanları satılmaz, takas edilir; bu yüzden sepet ve ödeme yok.`}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          İlanlara göz at
        </Button>
        <Button component={RouterLink} to={paths.swapOffers.getHref()}>
          Takas tekliflerim
        </Button>
      </Stack>
    </Stack>
  );
}
