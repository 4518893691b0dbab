import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AccountType } from '@carsi/sdk/main';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { paths, type Platform } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

export default function RegisterRoute() {
  const { defaultPlatform, goOn, query } = useAuthRedirect();
  const navigate = useNavigate();
  /** A company member fills the company profile next; the chosen platform and redirect go along. */
  const registered = (platform: Platform, accountType: AccountType) => {
    if (accountType !== AccountType.COMPANY) {
      goOn(platform);
      return;
    }
    const next = new URLSearchParams(query);
    next.set('platform', platform);
    navigate(paths.auth.registerCompany.getHref(next.toString()), { replace: true });
  };
  return (
    <AuthCard
      title="Üye ol"
      subtitle="Birkaç adımda Çarşı üyeliğinizi oluşturun."
      footer={
        <>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="body2">
            Zaten üye misiniz?{' '}
            <Link to={`${paths.auth.login.getHref()}${query ? `?${query}` : ''}`}>Giriş yap</Link>
          </Typography>
        </>
      }
    >
      <title>Üye ol — Çarşı</title>
      <RegisterForm defaultPlatform={defaultPlatform} onSuccess={registered} />
    </AuthCard>
  );
}
