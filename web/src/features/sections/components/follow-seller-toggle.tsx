import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import type { SellerSummary } from '@carsi/sdk/main';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useFollowedSellers, useRefreshSectionReads } from '../api/listing-social.ts';

/** Follow the owner of a listing in the section, or stop following; a visitor is asked to log in. */
export function FollowSellerToggle({ section, seller, listingId }: { section: SectionKey; seller: SellerSummary; listingId: number }) {
  const api = sectionApi(section);
  const requireLogin = useRequireLogin();
  const followed = useFollowedSellers(section).data?.some((entry) => entry.id === seller.id) ?? false;
  const refresh = useRefreshSectionReads(section);
  const onSuccess = () => void refresh('follow', `product/${listingId}`);
  const follow = api.useFollow({ mutation: { onSuccess } });
  const unfollow = api.useUnfollow({ mutation: { onSuccess } });
  return (
    <Button
      size="small"
      variant={followed ? 'outlined' : 'contained'}
      startIcon={followed ? <PersonRemoveOutlined /> : <PersonAddAlt1Outlined />}
      aria-pressed={followed}
      disabled={follow.isPending || unfollow.isPending}
      onClick={() => requireLogin(() => (followed ? unfollow : follow).mutate({ id: seller.id }))}
    >
      {followed ? 'Takip ediliyor' : 'Takip et'}
    </Button>
  );
}
