import { AccountPage } from '@/components/account/account-page.tsx';
import { AddressBook } from '@/features/account-addresses/components/address-book.tsx';

export default function AddressesRoute() {
  return (
    <AccountPage title="Adreslerim">
      <AddressBook />
    </AccountPage>
  );
}
