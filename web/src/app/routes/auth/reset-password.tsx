import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Yeni şifre belirleyin"
      subtitle="E-postanıza gelen kodu ve yeni şifrenizi girin."
      footer={
        <Typography variant="body2">
          Kod gelmedi mi?{' '}
          <Link to={paths.auth.forgotPassword.getHref()}>Yeni kod isteyin</Link>
        </Typography>
      }
    >
      <title>Şifre sıfırla — Çarşı</title>
      <ResetPasswordForm
        defaultEmail={params.get('email') ?? ''}
        defaultCode={params.get('code') ?? ''}
        onSuccess={() => navigate(paths.auth.login.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}
