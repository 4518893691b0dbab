import StarRounded from '@mui/icons-material/StarRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Market } from '@carsi/sdk/main';
import { FollowSellerButton } from './follow-seller-button.tsx';
import { formatNumber } from '@/utils/format.ts';

/** A store's score, followers and province, with the follow button. */
export function SellerSummaryLine({ market }: { market: Market }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
      <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
        {`Mağaza puanı ${formatNumber(market.rating)} (${formatNumber(market.ratingCount)} değerlendirme)`}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {`${formatNumber(market.followerCount)} takipçi · ${market.province}`}
      </Typography>
      <FollowSellerButton
        sellerId={market.id}
        sellerName={market.name}
        followed={market.isFollowed ?? false}
      />
    </Stack>
  );
}
