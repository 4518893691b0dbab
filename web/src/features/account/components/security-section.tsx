import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { useProfile } from '../api/profile.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { PhoneChangeForm } from './phone-change-form.tsx';

/** Şifre ve telefon: the password change and the SMS-verified phone change. */
export function SecuritySection() {
  const profile = useProfile();
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="sifre-baslik">
        <Typography id="sifre-baslik" variant="h6" component="h2" sx={{ mb: 2 }}>
          Şifre değiştir
        </Typography>
        <PasswordChangeForm />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="telefon-baslik">
        <Typography id="telefon-baslik" variant="h6" component="h2" sx={{ mb: 2 }}>
          Telefon numarası
        </Typography>
        {profile.isPending && <LoadingBlock />}
        {profile.isError && <LoadError onRetry={() => void profile.refetch()} />}
        {profile.isSuccess && <PhoneChangeForm currentPhone={profile.data.phone} />}
      </Paper>
    </>
  );
}
