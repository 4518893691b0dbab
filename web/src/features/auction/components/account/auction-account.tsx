import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuctionListLive, useAuctionListLiveHistory, useAuctionListViewHistory } from '../../api/sdk-hooks.ts';
import type { ReactNode } from 'react';
import { AccountPage } from '@/components/account/account-page.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { formatDate } from '@/utils/format.ts';
import { AuctionContract } from '../auction-contract.tsx';
import { BannedUsers } from './banned-users.tsx';
import { BroadcastRows, startNote } from './broadcast-rows.tsx';
import { PackageShop } from './package-shop.tsx';

const PAGE = { currentPage: 1, pageSize: 10 } as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function MyBroadcasts() {
  const live = useAuctionListLive(PAGE);
  const past = useAuctionListLiveHistory(PAGE);
  if (live.isPending || past.isPending) return <LoadingBlock />;
  if (live.isError || past.isError) return <LoadError onRetry={() => void Promise.all([live.refetch(), past.refetch()])} />;
  return (
    <Stack spacing={1.5}>
      <BroadcastRows label="Yaklaşan ve canlı yayınlarım" rows={live.data.items.map((b) => ({ broadcast: b, note: startNote(b) }))} empty="Planlanmış yayınınız yok." />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Geçmiş yayınlarım
      </Typography>
      <BroadcastRows label="Geçmiş yayınlarım" rows={past.data.items.map((b) => ({ broadcast: b, note: startNote(b) }))} empty="Henüz tamamlanmış yayınınız yok." />
    </Stack>
  );
}

function ViewHistory() {
  const views = useAuctionListViewHistory(PAGE);
  if (views.isPending) return <LoadingBlock />;
  if (views.isError) return <LoadError onRetry={() => void views.refetch()} />;
  return (
    <BroadcastRows
      label="İzlediğim yayınlar"
      rows={views.data.items.map((v) => ({ broadcast: v.broadcast, note: `İzlenme ${formatDate(v.viewedAt)}` }))}
      empty="Henüz bir yayın izlemediniz."
    />
  );
}

/** /mezat/hesabim: the auction contract, broadcast packages, my broadcasts, what I watched and whom I banned. */
export function AuctionAccount() {
  return (
    <AccountPage title="Mezat hesabım">
      <AuctionContract />
      <Part id="yayin-paketleri" title="Yayın paketleri">
        <PackageShop />
      </Part>
      <Part id="yayinlarim" title="Yayınlarım">
        <MyBroadcasts />
      </Part>
      <Part id="izleme-gecmisi" title="İzleme geçmişi">
        <ViewHistory />
      </Part>
      <Part id="engellenenler" title="Engellenen kullanıcılar">
        <BannedUsers />
      </Part>
    </AccountPage>
  );
}
