import { AccountPage } from '@/components/account/account-page.tsx';
import { AnnouncementSection } from '@/features/account/components/announcement-section.tsx';

export default function AnnouncementsRoute() {
  return (
    <AccountPage title="Duyuru tercihlerim">
      <AnnouncementSection />
    </AccountPage>
  );
}
