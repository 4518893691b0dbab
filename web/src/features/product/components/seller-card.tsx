import type { SellerSummary } from '@carsi/sdk/main';
import { useGetMarket } from '../api/sdk-hooks.ts';
import { FollowSellerButton } from '@/components/seller/follow-seller-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { formatNumber } from '@/utils/format.ts';

/** Who sells it: the store's name (linking to its page), score and followers, with follow (seller-card.css). */
export function SellerCard({ seller }: { seller: SellerSummary }) {
  const { data: market } = useGetMarket(seller.slug);
  return (
    <div className="seller-card">
      <div className="seller-card__row">
        <ShellIcon name="storefront" className="seller-card__icon" />
        <div className="seller-card__about">
          <span className="seller-card__caption">Satıcı</span>
          <TextLink to={paths.market.getHref(seller.slug)} className="seller-card__name">
            {seller.name}
          </TextLink>
          <p className="seller-card__numbers">{`Satıcı puanı ${formatNumber(seller.rating)} · ${formatNumber(market?.followerCount ?? seller.followerCount)} takipçi`}</p>
        </div>
        <FollowSellerButton sellerId={seller.id} sellerName={seller.name} followed={market?.isFollowed ?? false} />
      </div>
    </div>
  );
}
