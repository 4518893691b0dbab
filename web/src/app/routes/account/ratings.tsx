import { AccountPage } from '@/components/account/account-page.tsx';
import { RatingsView } from '@/features/account-lists/components/ratings-view.tsx';

export default function RatingsRoute() {
  return (
    <AccountPage title="Değerlendirmelerim">
      <RatingsView />
    </AccountPage>
  );
}
