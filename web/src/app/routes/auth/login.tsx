import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { loginReason } from '@/features/auth/utils/login-reason.ts';
import { useAuthRedirect } from './use-auth-redirect.ts';

export default function LoginRoute() {
  const { defaultPlatform, goOn, redirectTo, query } = useAuthRedirect();
  const reason = loginReason(redirectTo);
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
      {reason && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {reason}
        </Alert>
      )}
      <LoginForm defaultPlatform={defaultPlatform} onSuccess={goOn} />
    </AuthCard>
  );
}
