import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountType } from '@carsi/sdk/main';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { useProfile } from '../api/profile.ts';
import { ProfileForm } from './profile-form.tsx';

/** Kullanıcı bilgilerim: the profile in force, the phone number and the edit form. */
export function ProfileSection() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingBlock />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const info = profile.data;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {info.firstName} {info.lastName}
          </Typography>
          <Chip size="small" label={info.accountType === AccountType.COMPANY ? 'Kurumsal hesap' : 'Bireysel hesap'} />
          <Typography variant="body2" color="textSecondary">
            Telefon: {info.phone ?? 'eklenmemiş'}
            {info.phone && !info.phoneVerified ? ' (doğrulanmamış)' : ''} ·{' '}
            <Link to={paths.accountSecurity.getHref()}>Telefonu değiştir</Link>
          </Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProfileForm key={info.id} info={info} />
      </Paper>
    </Stack>
  );
}
