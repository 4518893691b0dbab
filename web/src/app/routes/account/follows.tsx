import { AccountPage } from '@/components/account/account-page.tsx';
import { FollowsList } from '@/features/account-lists/components/follows-list.tsx';

export default function FollowsRoute() {
  return (
    <AccountPage title="Takip ettiklerim">
      <FollowsList />
    </AccountPage>
  );
}
