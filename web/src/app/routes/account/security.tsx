import { AccountPage } from '@/components/account/account-page.tsx';
import { SecuritySection } from '@/features/account/components/security-section.tsx';

export default function SecurityRoute() {
  return (
    <AccountPage title="Şifre ve telefon">
      <SecuritySection />
    </AccountPage>
  );
}
