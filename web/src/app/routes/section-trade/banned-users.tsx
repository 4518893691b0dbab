import { AccountPage } from '@/components/account/account-page.tsx';
import { BannedUsers } from '@/features/section-trade/components/banned-users.tsx';
import { perSection } from '../section-account/per-section.tsx';
import { sectionRoute } from '../section-account/per-section.tsx';

/** /takas/hesabim/engellenenler. */
export const sectionBannedUserRoutes = perSection(() => (
  <AccountPage title="Engellediklerim">
    <BannedUsers />
  </AccountPage>
));

export default sectionRoute(sectionBannedUserRoutes, 'bans');
