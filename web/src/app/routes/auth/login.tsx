import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

export default function LoginRoute() {
  const { defaultPlatform, goOn, query } = useAuthRedirect();
  return (
    <AuthCard
      title="Giriş yap"
      subtitle="Çarşı hesabınızla giriş yapın."
      footer={
        <>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="body2">
            Hesabınız yok mu?{' '}
            <Link to={`${paths.auth.register.getHref()}${query ? `?${query}` : ''}`}>Üye ol</Link>
          </Typography>
        </>
      }
    >
      <title>Giriş yap — Çarşı</title>
      <LoginForm defaultPlatform={defaultPlatform} onSuccess={goOn} />
    </AuthCard>
  );
}
