import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contract, ContractStatus } from '@carsi/sdk/main';
import { RELOAD_AFTER_CHANGE_MS } from '@/config/timings.ts';
import { useState } from 'react';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatDate } from '@/utils/format.ts';
import { contractStatusAfter, contractStatusLabels } from '../utils/contract-status.ts';
import { ContractText } from './contract-text.tsx';

interface AcceptProps {
  section: SectionKey;
  contract: Contract;
  onReload: () => void;
}

/** Read and accept: pending → ACCEPTED, PENDING or DENIED (spec §4); after a success the contract is read again 1 s later. */
function ContractAcceptance({ section, contract, onReload }: AcceptProps) {
  const [read, setRead] = useState(false);
  const [status, setStatus] = useState<ContractStatus>(contract.status);
  const create = sectionApi(section).useCreateContract({ mutation: { meta: { successMessage: 'Sözleşme onaylandı.' } } });
  useDelayedAction(status === 'ACCEPTED', RELOAD_AFTER_CHANGE_MS, onReload);

  const accept = () =>
    create.mutate(
      { data: { version: contract.version, accepted: true } },
      {
        onSuccess: () => setStatus(contractStatusAfter({ ok: true })),
        onError: (error) => setStatus(contractStatusAfter({ ok: false, error })),
      },
    );

  return (
    <Stack spacing={1.5}>
      {status === 'ACCEPTED' && <Alert severity="success">Sözleşme onaylandı. Sayfa yenileniyor…</Alert>}
      {status === 'PENDING' && <Alert severity="warning">Sözleşme onaylanmadı; lütfen tekrar deneyin.</Alert>}
      {status === 'DENIED' && <Alert severity="error">Sözleşme şu anda onaylanamadı. Bağlantınızı kontrol edip tekrar deneyin.</Alert>}
      <FormControlLabel
        control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />}
        label="Sözleşmeyi okudum, kabul ediyorum."
      />
      <div>
        <Button variant="contained" onClick={accept} disabled={!read || create.isPending || status === 'ACCEPTED'}>
          {create.isPending ? 'Onaylanıyor…' : 'Sözleşmeyi onayla'}
        </Button>
      </div>
    </Stack>
  );
}

/** The section's seller contract with its acceptance state; once accepted it is read again after 1 s. */
export function ContractPanel({ section }: { section: SectionKey }) {
  const contract = sectionApi(section).useGetContract();
  if (contract.isPending) return <LoadingBlock />;
  if (contract.isError) return <LoadError onRetry={() => void contract.refetch()} />;
  const data = contract.data;
  const accepted = data.status === 'ACCEPTED';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Sürüm ${data.version} · ${contractStatusLabels[data.status]}`}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ maxHeight: 320, overflowY: 'auto', pr: 1 }} tabIndex={0} aria-label="Sözleşme metni">
          <ContractText html={data.text} />
        </Stack>
        {accepted ? (
          <Alert severity="success">
            {data.acceptedAt ? `Sözleşmeyi ${formatDate(data.acceptedAt)} tarihinde onayladınız.` : 'Sözleşmeyi onayladınız.'}
          </Alert>
        ) : (
          <ContractAcceptance key={data.version} section={section} contract={data} onReload={() => void contract.refetch()} />
        )}
      </Stack>
    </Paper>
  );
}
