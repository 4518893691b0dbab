import { AccountPage } from '@/components/account/account-page.tsx';
import { SavedCards } from '@/features/account-lists/components/saved-cards.tsx';

export default function CardsRoute() {
  return (
    <AccountPage title="Kayıtlı kartlarım">
      <SavedCards />
    </AccountPage>
  );
}
