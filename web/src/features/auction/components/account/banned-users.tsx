import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuctionListBannedUsers } from '../../api/sdk-hooks.ts';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/utils/format.ts';
import { useBanToggle } from '@/features/auction/api/bans.ts';

/** The users the member banned from their broadcasts, each with "Engeli kaldır". */
export function BannedUsers() {
  const banned = useAuctionListBannedUsers();
  const { unban } = useBanToggle();
  if (banned.isPending) return <LoadingBlock />;
  if (banned.isError) return <LoadError onRetry={() => void banned.refetch()} />;
  if (banned.data.length === 0) return <EmptyState message="Engellediğiniz kullanıcı yok." />;
  return (
    <Stack component="ul" aria-label="Engellenen kullanıcılar" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {banned.data.map((user) => (
        <Paper component="li" key={user.userId} variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Link to={paths.auctionUser.getHref(user.userId)} sx={{ fontWeight: 700 }}>
              {user.nickname}
            </Link>
            <Typography variant="body2" color="textSecondary">{`Engellenme: ${formatDate(user.bannedAt)}`}</Typography>
          </Stack>
          <Button variant="outlined" disabled={unban.isPending} onClick={() => unban.mutate({ id: user.userId })} aria-label={`Engeli kaldır: ${user.nickname}`}>
            Engeli kaldır
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
