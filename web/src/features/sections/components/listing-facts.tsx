import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TradeRole } from '@carsi/sdk/main';
import type { SectionListing } from '../api/section-hooks.ts';
import { conditionLabels } from '../utils/condition-labels.ts';
import { formatDate } from '@/utils/format.ts';

/** Condition, place, shipping and the listing's own properties as a term list. */
export function ListingFacts({ listing }: { listing: SectionListing }) {
  const facts: [string, string][] = [
    ['Durum', conditionLabels[listing.status]],
    ...(listing.categoryName ? [['Kategori', listing.categoryName] as [string, string]] : []),
    ['Konum', `${listing.district}, ${listing.province}`],
    ['Kargo', listing.shippingPayer === TradeRole.SELLER ? 'Kargo ücretini satıcı öder' : 'Kargo ücretini alıcı öder'],
    ['İlan tarihi', formatDate(listing.createdAt)],
    ...(listing.properties ?? []).map((property): [string, string] => [property.name, property.value]),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
