import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import { useFollowSeller, useUnfollowSeller } from '@/lib/api/sellers.ts';
import { useRequireLogin } from '@/hooks/use-require-login.ts';

interface FollowSellerButtonProps {
  sellerId: number;
  sellerName: string;
  followed: boolean;
}

/**
 * Follow or stop following a seller; a visitor is asked to log in first. The store pages, which know whether
 * the user follows, are read again by the SDK's invalidation rules.
 */
export function FollowSellerButton({ sellerId, sellerName, followed }: FollowSellerButtonProps) {
  const requireLogin = useRequireLogin();
  const follow = useFollowSeller();
  const unfollow = useUnfollowSeller();
  const busy = follow.isPending || unfollow.isPending;
  return (
    <Button
      size="small"
      variant={followed ? 'outlined' : 'contained'}
      startIcon={followed ? <PersonRemoveOutlined /> : <PersonAddAlt1Outlined />}
      disabled={busy}
      aria-pressed={followed}
      aria-label={followed ? `${sellerName} mağazasını takipten çık` : `${sellerName} mağazasını takip et`}
      onClick={() => requireLogin(() => (followed ? unfollow : follow).mutate({ id: sellerId }))}
    >
      {followed ? 'Takip ediliyor' : 'Takip et'}
    </Button>
  );
}
