import type { Market } from '@carsi/sdk/main';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { FollowSellerButton } from './follow-seller-button.tsx';
import { formatNumber } from '@/utils/format.ts';

/** A store's score, followers and province, with the follow button (seller-summary-line.css). */
export function SellerSummaryLine({ market }: { market: Market }) {
  return (
    <div className="seller-summary-line">
      <p className="seller-summary-line__score">
        <ShellIcon name="star" className="seller-summary-line__star" />
        {`Mağaza puanı ${formatNumber(market.rating)} (${formatNumber(market.ratingCount)} değerlendirme)`}
      </p>
      <p className="seller-summary-line__followers">{`${formatNumber(market.followerCount)} takipçi · ${market.province}`}</p>
      <FollowSellerButton sellerId={market.id} sellerName={market.name} followed={market.isFollowed ?? false} />
    </div>
  );
}
