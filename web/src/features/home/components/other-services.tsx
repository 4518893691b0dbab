import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ContentOtherService } from '@carsi/sdk/content';
import { useContentListOtherServices } from '../api/sdk-hooks.ts';
import { Link as RouterLink } from 'react-router-dom';
import { imageLoading } from '@/components/ui/image-loading.ts';
import { isAppRoute, safeOutsideHref } from '@/utils/links.ts';
import { OtherServicesFallback } from './other-services-fallback.tsx';
import { HomeSection } from './section.tsx';

function ServiceBody({ service }: { service: ContentOtherService }) {
  return (
    <CardContent>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {service.icon && (
          <Box component="img" src={service.icon.url} alt="" {...imageLoading(undefined)} sx={{ width: 40, height: 40, objectFit: 'contain' }} />
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {service.name}
        </Typography>
      </Stack>
      {service.description && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {service.description}
        </Typography>
      )}
    </CardContent>
  );
}

/**
 * Other Çarşı services (content service): sections of the shop or the mobile apps. When the content
 * service fails or times out, the services the shop knows itself stand in, with a retry.
 */
export function OtherServices() {
  const { data, isPending, isError, isFetching, failureCount, refetch } = useContentListOtherServices();
  // From the first failed try (e.g. the 10 s timeout), not after the retries: those go on behind it.
  if (isError || (isPending && failureCount > 0)) return <OtherServicesFallback onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data || data.length === 0) return null;
  const services = [...data].sort((a, b) => a.order - b.order);
  return (
    <HomeSection title="Diğer hizmetlerimiz">
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((service) => (
          <Grid key={service.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              {isAppRoute(service.link) ? (
                <CardActionArea component={RouterLink} to={service.link} sx={{ height: '100%' }}>
                  <ServiceBody service={service} />
                </CardActionArea>
              ) : safeOutsideHref(service.link) ? (
                <CardActionArea href={safeOutsideHref(service.link) ?? ''} target="_blank" rel="noopener noreferrer" sx={{ height: '100%' }}>
                  <ServiceBody service={service} />
                </CardActionArea>
              ) : (
                <ServiceBody service={service} />
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}
