import { useFollowSeller, useUnfollowSeller } from '@/lib/api/sellers.ts';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { ShellButton } from '@/components/ui/shell-button.tsx';

interface FollowSellerButtonProps {
  sellerId: number;
  sellerName: string;
  followed: boolean;
}

/**
 * Follow or stop following a seller; a visitor is asked to log in first. The store pages, which know whether
 * the user follows, are read again by the SDK's invalidation rules. MUI's small button, without MUI
 * (ui/shell-button.tsx), as the product page starts without it.
 */
export function FollowSellerButton({ sellerId, sellerName, followed }: FollowSellerButtonProps) {
  const requireLogin = useRequireLogin();
  const follow = useFollowSeller();
  const unfollow = useUnfollowSeller();
  const busy = follow.isPending || unfollow.isPending;
  return (
    <ShellButton
      size="small"
      variant={followed ? 'outlined' : 'contained'}
      color="primary"
      startIcon={<ShellIcon name={followed ? 'unfollow' : 'follow'} />}
      disabled={busy}
      aria-pressed={followed}
      aria-label={followed ? `${sellerName} mağazasını takipten çık` : `${sellerName} mağazasını takip et`}
      onClick={() => requireLogin(() => (followed ? unfollow : follow).mutate({ id: sellerId }))}
    >
      {followed ? 'Takip ediliyor' : 'Takip et'}
    </ShellButton>
  );
}
