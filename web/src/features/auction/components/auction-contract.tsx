import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAuctionGetContractQueryKey, useAuctionCreateContract, useAuctionGetContract, type Contract, type ContractStatus } from '@carsi/sdk/main';
import { RELOAD_AFTER_CHANGE_MS } from '@/config/timings.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { formatDate } from '@/utils/format.ts';
import { contractParagraphs, contractStatusAfter, contractStatusLabels } from '../utils/contract-status.ts';

/** Read and accept: pending → ACCEPTED, PENDING or DENIED; after a success the contract is read again 1 s later. */
function Acceptance({ contract }: { contract: Contract }) {
  const client = useQueryClient();
  const [read, setRead] = useState(false);
  const [status, setStatus] = useState<ContractStatus>(contract.status);
  const create = useAuctionCreateContract({ mutation: { meta: { successMessage: 'Sözleşme onaylandı.' } } });
  useDelayedAction(status === 'ACCEPTED', RELOAD_AFTER_CHANGE_MS, () => void client.invalidateQueries({ queryKey: getAuctionGetContractQueryKey() }));
  const accept = () =>
    create.mutate(
      { data: { version: contract.version, accepted: true } },
      {
        onSuccess: () => setStatus(contractStatusAfter({ ok: true })),
        onError: (error) => setStatus(contractStatusAfter({ ok: false, error })),
      },
    );
  return (
    <Stack spacing={1}>
      {status === 'ACCEPTED' && <Alert severity="success">Sözleşme onaylandı. Bilgiler yenileniyor…</Alert>}
      {status === 'PENDING' && <Alert severity="warning">Sözleşme onaylanmadı; lütfen tekrar deneyin.</Alert>}
      {status === 'DENIED' && <Alert severity="error">Sözleşme şu anda onaylanamadı. Bağlantınızı kontrol edip tekrar deneyin.</Alert>}
      <FormControlLabel control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />} label="Mezat sözleşmesini okudum, kabul ediyorum." />
      <div>
        <Button variant="contained" onClick={accept} disabled={!read || create.isPending || status === 'ACCEPTED'}>
          {create.isPending ? 'Onaylanıyor…' : 'Sözleşmeyi onayla'}
        </Button>
      </div>
    </Stack>
  );
}

/** The auction contract with its state; `compact` (inside the bid box) hides it once accepted. */
export function AuctionContract({ compact = false }: { compact?: boolean }) {
  const contract = useAuctionGetContract();
  const paragraphs = useMemo(() => contractParagraphs(contract.data?.text ?? ''), [contract.data?.text]);
  if (contract.isPending) return <LoadingBlock />;
  if (contract.isError) return <LoadError onRetry={() => void contract.refetch()} message="Mezat sözleşmesi yüklenemedi." />;
  const data = contract.data;
  const accepted = data.status === 'ACCEPTED';
  if (compact && accepted) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {compact && <Alert severity="info">Teklif vermek için önce mezat sözleşmesini onaylayın.</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">{`Sürüm ${data.version} · ${contractStatusLabels[data.status]}`}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ maxHeight: 200, overflowY: 'auto' }} tabIndex={0} aria-label="Sözleşme metni">
          {paragraphs.map((text, index) => (
            <Typography key={index} variant="body2">
              {text}
            </Typography>
          ))}
        </Stack>
        {accepted ? (
          <Alert severity="success">{data.acceptedAt ? `Sözleşmeyi ${formatDate(data.acceptedAt)} tarihinde onayladınız.` : 'Sözleşmeyi onayladınız.'}</Alert>
        ) : (
          <Acceptance key={data.version} contract={data} />
        )}
      </Stack>
    </Paper>
  );
}
