import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MobileAppLinks } from '@/components/ui/mobile-app-links.tsx';
import { paths } from '@/config/paths.ts';
import { ContentUnavailable } from './content-unavailable.tsx';
import { HomeSection } from './section.tsx';

interface OtherServicesFallbackProps {
  onRetry: () => void;
  retrying: boolean;
}

function ServiceCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <CardContent>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
      {children}
    </CardContent>
  );
}

/**
 * When the content service's list of other services does not come (slow or down), the services the
 * shop itself knows stand in: the mobile apps (spec §1), the help centre and the blog, with a retry.
 */
export function OtherServicesFallback({ onRetry, retrying }: OtherServicesFallbackProps) {
  return (
    <HomeSection title="Diğer hizmetlerimiz">
      <ContentUnavailable what="Diğer hizmetlerimiz" onRetry={onRetry} retrying={retrying} />
      <Grid container spacing={2} component="ul" aria-label="Diğer hizmetlerimiz" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <ServiceCard title="Mobil uygulamalarımız" text="Çarşı cebinizde: siparişlerinizi ve canlı mezatları uygulamadan takip edin.">
              <MobileAppLinks size="small" className="other-services-fallback__apps" />
            </ServiceCard>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={paths.help.getHref()} sx={{ height: '100%' }}>
              <ServiceCard title="Yardım Merkezi" text="Sipariş, kargo, iade ve ödeme sorularınızın yanıtları." />
            </CardActionArea>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={paths.blog.getHref()} sx={{ height: '100%' }}>
              <ServiceCard title="Blog" text="Alışveriş rehberleri, ustalarımızın hikâyeleri ve kampanya haberleri." />
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
    </HomeSection>
  );
}
