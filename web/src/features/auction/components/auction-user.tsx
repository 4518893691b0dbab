import { PageHead } from '@/components/seo/page-head.tsx';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuctionGetUser, useAuctionListBannedUsers } from '../api/sdk-hooks.ts';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { formatDate, formatNumber } from '@/utils/format.ts';
import { useBanToggle } from '../api/bans.ts';
import { isNotFoundError } from '@/lib/not-found.ts';

/** Engelle / Engeli kaldır for a member looking at someone else's profile. */
function BanButton({ userId, nickname }: { userId: number; nickname: string }) {
  const banned = useAuctionListBannedUsers();
  const { ban, unban } = useBanToggle();
  if (!banned.data) return null;
  const isBanned = banned.data.some((b) => b.userId === userId);
  const busy = ban.isPending || unban.isPending;
  return isBanned ? (
    <Button variant="outlined" disabled={busy} onClick={() => unban.mutate({ id: userId })}>
      Engeli kaldır
    </Button>
  ) : (
    <Button variant="outlined" color="error" disabled={busy} onClick={() => ban.mutate({ id: userId })} aria-label={`Engelle: ${nickname}`}>
      Engelle
    </Button>
  );
}

/** Another user's public auction profile: nickname, rating, followers and broadcasts. */
export function AuctionUser({ id }: { id: number }) {
  const loggedIn = useIsLoggedIn();
  const user = useAuctionGetUser(id);
  if (isNotFoundError(user.error)) return <NotFound />;
  if (user.isError) return <ErrorPanel onRetry={() => void user.refetch()} />;
  if (!user.data) return <Skeleton variant="rounded" height={160} sx={{ my: 2 }} aria-label="Profil yükleniyor" />;
  const data = user.data;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <PageHead
        title={`${data.nickname} — Mezat — Çarşı`}
        description={`${data.nickname}, Çarşı Mezat'ta ${data.broadcastCount} canlı yayın yaptı; ${formatNumber(data.rating, 1)} puan, ${formatNumber(data.followerCount)} takipçi.${data.about ? ` ${data.about}` : ''}`}
        image={data.avatar}
      />
      <Link to={paths.auction.getHref()} variant="body2">
        Mezat
      </Link>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={data.avatar?.url} alt={data.nickname} sx={{ width: 72, height: 72 }} />
          <Stack sx={{ flex: 1 }} spacing={0.5}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {data.nickname}
            </Typography>
            <Typography color="textSecondary">
              {`${formatNumber(data.rating, 1)} puan (${data.ratingCount} değerlendirme) · ${formatNumber(data.followerCount)} takipçi · ${data.broadcastCount} yayın`}
            </Typography>
            <Typography variant="body2" color="textSecondary">{`${data.province ? `${data.province} · ` : ''}Üyelik: ${formatDate(data.memberSince)}`}</Typography>
            {data.about && <Typography>{data.about}</Typography>}
          </Stack>
          {loggedIn && <BanButton userId={data.id} nickname={data.nickname} />}
        </Stack>
      </Paper>
      {loggedIn && (
        <Typography variant="body2" color="textSecondary">
          Engellediğiniz kullanıcılar yayınlarınızda teklif veremez ve yorum yazamaz.
        </Typography>
      )}
    </Stack>
  );
}
