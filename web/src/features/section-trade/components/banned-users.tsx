import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { formatDate } from '@/utils/format.ts';
import { useBanToggle, useBannedUsers } from '../api/bans.ts';

/** "Engellediklerim": the members I banned in swap, each with "Engeli kaldır". */
export function BannedUsers() {
  const banned = useBannedUsers();
  const { unban, busy } = useBanToggle();

  if (banned.isError) return <ErrorPanel onRetry={() => void banned.refetch()} />;
  if (banned.isPending) return <Skeleton variant="rounded" height={96} aria-label="Engellediğiniz kullanıcılar yükleniyor" />;
  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">
        Engellediğiniz kullanıcılar size takas teklifi gönderemez, ilanlarınıza soru soramaz ve yorum yazamaz.
      </Typography>
      {banned.data.length === 0 ? (
        <Alert severity="info">Engellediğiniz bir kullanıcı yok. Bir kullanıcıyı takas teklifinden veya ilan sayfasından engelleyebilirsiniz.</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Engellenen kullanıcılar">
          {banned.data.map((user) => (
            <Stack
              key={user.userId}
              component="li"
              direction="row"
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              <Stack>
                <Typography sx={{ fontWeight: 700 }}>{user.displayName}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {`Engellenme tarihi: ${formatDate(user.bannedAt)}`}
                </Typography>
              </Stack>
              <Button variant="outlined" size="small" disabled={busy} onClick={() => unban.mutate({ id: user.userId })} aria-label={`Engeli kaldır: ${user.displayName}`}>
                Engeli kaldır
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
