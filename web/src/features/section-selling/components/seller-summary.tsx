import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatNumber, formatPrice } from '@/utils/format.ts';
import { LISTING_STATE_PARAM } from '../utils/listing-states.ts';

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {href && (
        <Button component={RouterLink} to={href} size="small" sx={{ mt: 0.5, px: 0 }}>
          Görüntüle
        </Button>
      )}
    </Paper>
  );
}

/** The seller's counts and earnings in one section, each leading to the page behind it. */
export function SellerSummary({ section }: { section: SectionKey }) {
  const summary = sectionApi(section).useGetSummary();
  const paths = sectionPaths[section];
  const capabilities = sectionCapabilities[section];
  if (summary.isPending) return <LoadingBlock />;
  if (summary.isError) return <LoadError onRetry={() => void summary.refetch()} />;
  const stats = summary.data;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <Figure label="Yayındaki ilanlar" value={String(stats.activeListingCount)} href={paths.listings.getHref()} />
        <Figure label="Onay bekleyen ilanlar" value={String(stats.waitingForApprovalCount)} href={paths.listings.getHref()} />
        {capabilities.sold ? (
          <>
            <Figure label="Satılan ürünler" value={String(stats.soldCount)} href={paths.sellOrders.getHref()} />
            <Figure label="Toplam kazanç" value={formatPrice(stats.totalSales)} />
            <Figure label="Bekleyen siparişler" value={String(stats.pendingOrderCount)} href={paths.sellOrders.getHref()} />
          </>
        ) : (
          // Swapped listings are exchanged, not sold: no earnings, no orders; they are found among the listings.
          <Figure label="Takaslanan ürünler" value={String(stats.soldCount)} href={`${paths.listings.getHref()}?${LISTING_STATE_PARAM}=SWAPPED`} />
        )}
        {capabilities.negotiation && (
          <Figure label="Açık pazarlıklar" value={String(stats.openNegotiationCount)} href={paths.negotiations.getHref()} />
        )}
        <Figure label="Takipçiler" value={String(stats.followerCount)} />
        <Figure
          label="Satıcı puanı"
          value={stats.ratingCount > 0 ? `${formatNumber(stats.rating, 1)} / 5` : 'Henüz yok'}
        />
      </Box>
      <Box>
        <Button component={RouterLink} to={paths.newListing.getHref()} variant="contained">
          İlan ver
        </Button>
      </Box>
    </Stack>
  );
}
