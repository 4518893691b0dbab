import { AccountPage } from '@/components/account/account-page.tsx';
import { FavoritesList } from '@/features/account-lists/components/favorites-list.tsx';

export default function FavoritesRoute() {
  return (
    <AccountPage title="Favorilerim">
      <FavoritesList />
    </AccountPage>
  );
}
