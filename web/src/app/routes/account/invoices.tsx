import { AccountPage } from '@/components/account/account-page.tsx';
import { BuyerInvoices } from '@/features/account-orders/components/buyer-invoices.tsx';

export default function InvoicesRoute() {
  return (
    <AccountPage title="Faturalarım">
      <BuyerInvoices />
    </AccountPage>
  );
}
