import Gavel from '@mui/icons-material/Gavel';
import Palette from '@mui/icons-material/Palette';
import Recycling from '@mui/icons-material/Recycling';
import Storefront from '@mui/icons-material/Storefront';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sectionTaglines } from '@/config/generated/section-taglines.ts';
import { platformHome, platformLabels, platformOrder, type Platform } from '@/config/paths.ts';

/** What each platform offers, in a line: the marketplace's and Mezat's, and each section's from verticals.yaml. */
const taglines: Readonly<Record<string, string>> = {
  MARKETPLACE: 'Binlerce mağazadan yeni ürünler, hızlı kargo.',
  AUCTION: 'Canlı yayında açık artırmaya katılın.',
  ...sectionTaglines,
};

/** Each platform's picture; a section without one here shows the shop's. */
const icons: Partial<Record<Platform, ReactNode>> = {
  MARKETPLACE: <Storefront />,
  SECONDHAND: <Recycling />,
  SWAP: <SwapHoriz />,
  AUCTION: <Gavel />,
  CRAFT: <Palette />,
};

/** The platforms of Çarşı (the marketplace, Mezat and each section), each a card that leads to its home page. */
export function PlatformShowcase() {
  return (
    <section aria-labelledby="platform-showcase-title">
      <Typography id="platform-showcase-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Çarşı’da neler var?
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {platformOrder.map((platform) => (
          <Grid key={platform} size={{ xs: 12, sm: 6, md: 'grow' }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={platformHome[platform]} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
                    <span aria-hidden style={{ display: 'inline-flex', color: '#b3261e' }}>
                      {icons[platform] ?? <Storefront />}
                    </span>
                    {platformLabels[platform]}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                    {taglines[platform]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
