import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Şifremi unuttum"
      subtitle="E-posta adresinizi girin; şifrenizi yenilemeniz için 6 haneli bir kod gönderelim."
      footer={
        <Typography variant="body2">
          Şifrenizi hatırladınız mı? <Link to={paths.auth.login.getHref()}>Giriş yap</Link>
        </Typography>
      }
    >
      <title>Şifremi unuttum — Çarşı</title>
      <ForgotPasswordForm
        defaultEmail={params.get('email') ?? ''}
        onSuccess={(email) => navigate(paths.auth.resetPassword.getHref(email))}
      />
    </AuthCard>
  );
}
