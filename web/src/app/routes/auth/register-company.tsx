import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { CompanyRegistration } from '@/features/account/components/company-registration.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';
import { useAuthRedirect } from './use-auth-redirect.ts';

/** Step 2 of a company registration: the company profile, sent for the administrator's approval. */
export default function RegisterCompanyRoute() {
  const loggedIn = useIsLoggedIn();
  const { defaultPlatform, goOn } = useAuthRedirect();
  if (!loggedIn) return <LoginRedirect />;
  return (
    <AuthCard
      title="Kurumsal hesap"
      subtitle="Üyeliğiniz oluşturuldu. Şirket bilgilerinizi ve vergi levhanızı gönderin; onaylandığında faturalarınız şirketiniz adına düzenlenir."
    >
      <title>Kurumsal hesap — Çarşı</title>
      <CompanyRegistration onDone={() => goOn(defaultPlatform)} />
    </AuthCard>
  );
}
