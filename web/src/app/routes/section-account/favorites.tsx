import { AccountPage } from '@/components/account/account-page.tsx';
import { FavoriteListings } from '@/features/sections/components/favorite-listings.tsx';
import { perSection, sectionRoute } from './per-section.tsx';

/** /pazar/hesabim/favorilerim, /zanaat/hesabim/favorilerim, /takas/hesabim/favorilerim. */
export const sectionFavoriteRoutes = perSection((section) => (
  <AccountPage title="Favorilerim">
    <FavoriteListings section={section} />
  </AccountPage>
));

export default sectionRoute(sectionFavoriteRoutes);
