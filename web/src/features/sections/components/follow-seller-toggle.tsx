import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import type { SellerSummary } from '@carsi/sdk/main';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useFollowedSellers } from '../api/listing-social.ts';

/** Follow the owner of a listing in the section, or stop following; a visitor is asked to log in. */
export function FollowSellerToggle({ section, seller }: { section: SectionKey; seller: SellerSummary }) {
  const api = sectionApi(section);
  const requireLogin = useRequireLogin();
  const followed = useFollowedSellers(section).data?.some((entry) => entry.id === seller.id) ?? false;
  // The follows and the listing pages are read again by the SDK's invalidation rules.
  const follow = api.useFollow();
  const unfollow = api.useUnfollow();
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
