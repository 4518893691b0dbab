import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BroadcastPackage } from '@carsi/sdk/main';
import { useAuctionBuyPackage, useAuctionListPackages, useAuctionListPurchasedPackages } from '../../api/sdk-hooks.ts';
import { useListCards } from '@/lib/api/cards.ts';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';

/** Pays for a package with one of the member's saved cards. */
function BuyDialog({ pack, onClose }: { pack: BroadcastPackage; onClose: () => void }) {
  const cards = useListCards();
  const [cardId, setCardId] = useState<number | undefined>(undefined);
  const buy = useAuctionBuyPackage({ mutation: { meta: { successMessage: `${pack.name} paketi satın alındı.` }, onSuccess: onClose } });
  const chosen = cardId ?? cards.data?.[0]?.id;
  return (
    <Dialog open onClose={onClose} aria-labelledby="paket-satin-al" fullWidth maxWidth="xs">
      <DialogTitle id="paket-satin-al">{`${pack.name} paketini satın al`}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>{`${pack.broadcastCount} yayın · ${pack.validDays} gün geçerli · ${formatPrice(pack.price)}`}</Typography>
          {cards.isPending && <LoadingBlock />}
          {cards.isError && <LoadError onRetry={() => void cards.refetch()} message="Kayıtlı kartlar yüklenemedi." />}
          {cards.data?.length === 0 && (
            <Alert severity="info">
              Kayıtlı kartınız yok. <Link to={paths.accountCards.getHref()}>Kartlarım</Link> sayfasından bir kart ekleyin.
            </Alert>
          )}
          {cards.data && cards.data.length > 0 && (
            <RadioGroup name="card" aria-label="Ödeme kartı" value={String(chosen)} onChange={(event) => setCardId(Number(event.target.value))}>
              {cards.data.map((card) => (
                <FormControlLabel key={card.id} value={String(card.id)} control={<Radio />} label={`${card.cardAlias} — **** ${card.lastFourDigits}`} />
              ))}
            </RadioGroup>
          )}
          {buy.isError && <Alert severity="error">{buy.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Vazgeç</Button>
        <Button variant="contained" disabled={chosen === undefined || buy.isPending} onClick={() => chosen !== undefined && buy.mutate({ id: pack.id, data: { cardId: chosen, installment: 1 } })}>
          {buy.isPending ? 'Ödeniyor…' : `${formatPrice(pack.price)} öde`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Broadcast packages on sale with a buy button, and the packages the member bought. */
export function PackageShop() {
  const packages = useAuctionListPackages();
  const purchased = useAuctionListPurchasedPackages();
  const [buying, setBuying] = useState<BroadcastPackage | undefined>(undefined);
  return (
    <Stack spacing={2}>
      {packages.isPending && <LoadingBlock />}
      {packages.isError && <LoadError onRetry={() => void packages.refetch()} />}
      {packages.data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          {packages.data.map((pack) => (
            <Paper key={pack.id} variant="outlined" sx={{ p: 2, flex: 1 }}>
              <Stack spacing={1} sx={{ height: '100%' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {pack.name}
                </Typography>
                {pack.description && <Typography variant="body2">{pack.description}</Typography>}
                <Typography variant="h6" component="p">{formatPrice(pack.price)}</Typography>
                <Button variant="contained" onClick={() => setBuying(pack)} aria-label={`Satın al: ${pack.name} paketi`} sx={{ mt: 'auto' }}>
                  Satın al
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Satın aldığım paketler
      </Typography>
      {purchased.isError && <LoadError onRetry={() => void purchased.refetch()} />}
      {purchased.data?.length === 0 && <EmptyState message="Henüz yayın paketi satın almadınız." />}
      {purchased.data && purchased.data.length > 0 && (
        <Stack component="ul" aria-label="Satın aldığım paketler" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {purchased.data.map((p) => (
            <Paper component="li" key={p.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{p.package.name}</Typography>
              <Typography variant="body2" color="textSecondary">
                {`${formatDate(p.purchasedAt)} · ${formatPrice(p.paidAmount)} · ${p.remainingBroadcasts} yayın hakkı kaldı · Son kullanım ${formatDate(p.expiresAt)}`}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {buying && <BuyDialog pack={buying} onClose={() => setBuying(undefined)} />}
    </Stack>
  );
}
