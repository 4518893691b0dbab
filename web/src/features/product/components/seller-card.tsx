import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellerSummary } from '@carsi/sdk/main';
import { useGetMarket } from '../api/sdk-hooks.ts';
import { FollowSellerButton } from '@/components/seller/follow-seller-button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatNumber } from '@/utils/format.ts';

/** Who sells it: the store's name (linking to its page), score and followers, with follow. */
export function SellerCard({ seller }: { seller: SellerSummary }) {
  const { data: market } = useGetMarket(seller.slug);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <StorefrontOutlined color="action" aria-hidden />
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" color="textSecondary">
              Satıcı
            </Typography>
            <Link to={paths.market.getHref(seller.slug)} sx={{ fontWeight: 700 }}>
              {seller.name}
            </Link>
            <Typography variant="body2" color="textSecondary">
              {`Satıcı puanı ${formatNumber(seller.rating)} · ${formatNumber(market?.followerCount ?? seller.followerCount)} takipçi`}
            </Typography>
          </Stack>
          <FollowSellerButton
            sellerId={seller.id}
            sellerName={seller.name}
            followed={market?.isFollowed ?? false}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
