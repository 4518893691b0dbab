import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, platformHome, platformLabels, platformOrder } from '@/config/paths.ts';
import { linkListSx } from '@/lib/layout-styles.ts';
import { Link } from '../ui/link.tsx';
import { laidOutWhenNear } from './offscreen.ts';
import { MobileAppLinks } from '../ui/mobile-app-links.tsx';
import { FooterKeywords } from './footer-keywords.tsx';
import { FooterStaticPages } from './footer-static-pages.tsx';

/**
 * Below the page on every screen, the footer is laid out only as it comes near (offscreen.ts); until
 * then it holds its height by breakpoint, as the server renders it with the seed's links (px, measured
 * at 360–1 280 px wide).
 */
const FOOTER_HEIGHTS = { xs: 1180, sm: 810, md: 740, lg: 690 };

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#1c1b1f', color: '#f4eff4', mt: 6, py: 5, ...laidOutWhenNear(FOOTER_HEIGHTS) }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Typography component="h2" variant="h6" gutterBottom>
              Çarşı
            </Typography>
            <Typography variant="body2" sx={{ color: '#cac4d0' }}>
              Yeni, ikinci el, takas, mezat ve el emeği ürünler tek çarşıda.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }} component="nav" aria-label="Alt menü">
            <Typography component="h2" variant="subtitle1" gutterBottom>
              Keşfet
            </Typography>
            <Stack component="ul" spacing={1} sx={linkListSx}>
              {platformOrder.map((platform) => (
                <li key={platform}>
                  <Link to={platformHome[platform]} color="inherit">
                    {platformLabels[platform]}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.blog.getHref()} color="inherit">
                  Blog
                </Link>
              </li>
              <li>
                <Link to={paths.help.getHref()} color="inherit">
                  Yardım Merkezi
                </Link>
              </li>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }} component="nav" aria-label="Kurumsal">
            <FooterStaticPages />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Typography component="h2" variant="subtitle1" gutterBottom>
              Mobil uygulamalarımız
            </Typography>
            <MobileAppLinks direction={{ xs: 'column', md: 'row' }} buttonProps={{ color: 'inherit' }} />
          </Grid>
        </Grid>
        <FooterKeywords />
        <Typography variant="body2" sx={{ mt: 4, color: '#cac4d0' }}>
          © {new Date().getFullYear()} Çarşı. Tüm hakları saklıdır.
        </Typography>
      </Container>
    </Box>
  );
}
