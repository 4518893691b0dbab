import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionLotBids } from '@carsi/sdk/main';
import type { LiveLot } from '@carsi/sdk/live';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { formatNumber, formatPrice } from '@/utils/format.ts';
import { useLotBids } from '../api/bids.ts';
import { AuctionContract } from './auction-contract.tsx';
import { BidForm } from './bid-form.tsx';

function MyStatus({ state }: { state: AuctionLotBids }) {
  if (state.myStatus === 'HIGHEST') return <Alert severity="success">En yüksek teklif sizin.</Alert>;
  if (state.myStatus === 'OUTBID') return <Alert severity="warning">{`Teklifiniz geçildi. Yeni en yüksek teklif ${formatPrice(state.currentPrice)}.`}</Alert>;
  return null;
}

/** Shown bids at most; the heading says how many of the lot's bids they are. */
const SHOWN_BIDS = 5;

/** The last bids, always in agreement with the lot's bid count (a count is never shown beside "no bids"). */
function BidHistory({ state }: { state: AuctionLotBids }) {
  if (state.bidCount === 0) return <Typography color="textSecondary">Bu ürüne henüz teklif verilmedi; ilk teklifi siz verin.</Typography>;
  if (state.bids.length === 0) {
    return <Typography color="textSecondary">{`Bu ürüne ${formatNumber(state.bidCount)} teklif verildi; tekliflerin ayrıntısı şu an gösterilemiyor.`}</Typography>;
  }
  const shown = state.bids.slice(0, SHOWN_BIDS);
  return (
    <>
      {state.bidCount > shown.length && (
        <Typography variant="body2" color="textSecondary">{`${formatNumber(state.bidCount)} tekliften son ${shown.length} teklif`}</Typography>
      )}
      <Box component="ol" aria-label="Son teklifler" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((bid) => (
          <li key={bid.id}>
            <Typography variant="body2">{`${formatPrice(bid.amount)} — ${bid.mine ? 'Siz' : bid.bidderNickname}`}</Typography>
          </li>
        ))}
      </Box>
    </>
  );
}

/** Members bid once the contract is accepted; visitors are asked to log in first. */
function BidArea({ state }: { state: AuctionLotBids }) {
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  if (state.closed) return <Alert severity="info">Bu ürünün açık artırması kapandı.</Alert>;
  if (!loggedIn) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>Teklif vermek için giriş yapın.</Typography>
        <Button variant="contained" onClick={() => requireLogin(() => undefined)}>
          Giriş yap
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <AuctionContract compact />
      <BidForm lotId={state.lotId} nextMinimumBid={state.nextMinimumBid} />
    </Stack>
  );
}

/** The lot on sale now: its price, the next valid bid, where I stand, the last bids and the bid form. */
export function CurrentLot({ lot }: { lot: LiveLot }) {
  const bids = useLotBids(lot.id);
  return (
    <Paper component="section" aria-labelledby="simdiki-urun" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="simdiki-urun" component="h2" variant="h6">
          {`Şu an mezatta: ${lot.title}`}
        </Typography>
        {bids.isError && !bids.data && <LoadError onRetry={() => void bids.refetch()} message="Teklifler yüklenemedi." />}
        {bids.data && (
          <>
            <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
              <div>
                <Typography variant="body2" color="textSecondary">Güncel fiyat</Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} aria-live="polite" data-testid="current-price">
                  {formatPrice(bids.data.currentPrice)}
                </Typography>
              </div>
              <div>
                <Typography variant="body2" color="textSecondary">Sonraki geçerli teklif</Typography>
                <Typography variant="h6" component="p">{formatPrice(bids.data.nextMinimumBid)}</Typography>
              </div>
              <div>
                <Typography variant="body2" color="textSecondary">Teklif sayısı</Typography>
                <Typography variant="h6" component="p">{formatNumber(bids.data.bidCount)}</Typography>
              </div>
            </Stack>
            <Box aria-live="polite">
              <MyStatus state={bids.data} />
            </Box>
            <BidArea state={bids.data} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Son teklifler
            </Typography>
            <BidHistory state={bids.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
