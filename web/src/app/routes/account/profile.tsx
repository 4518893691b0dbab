import { AccountPage } from '@/components/account/account-page.tsx';
import { ProfileSection } from '@/features/account/components/profile-section.tsx';

export default function ProfileRoute() {
  return (
    <AccountPage title="Kullanıcı bilgilerim">
      <ProfileSection />
    </AccountPage>
  );
}
