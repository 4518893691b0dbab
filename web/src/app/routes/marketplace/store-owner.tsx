import { AccountPage } from '@/components/account/account-page.tsx';
import { StoreOwnerView } from '@/features/store-owner/components/store-owner-view.tsx';

export default function StoreOwnerRoute() {
  return (
    <AccountPage title="Mağazam">
      <StoreOwnerView />
    </AccountPage>
  );
}
