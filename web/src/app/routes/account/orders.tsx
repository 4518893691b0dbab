import { AccountPage } from '@/components/account/account-page.tsx';
import { OrdersOverview } from '@/features/account-orders/components/orders-overview.tsx';

export default function OrdersRoute() {
  return (
    <AccountPage title="Siparişlerim">
      <OrdersOverview />
    </AccountPage>
  );
}
