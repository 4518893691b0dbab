import { AccountPage } from '@/components/account/account-page.tsx';
import { ContractsOverview } from '@/features/contracts-overview/components/contracts-overview.tsx';

export default function ContractsRoute() {
  return (
    <AccountPage title="Sözleşmelerim">
      <ContractsOverview />
    </AccountPage>
  );
}
