import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { Contract, ContractInput, ContractStatus } from '@carsi/sdk/main';
import { useState } from 'react';
import { RELOAD_AFTER_CHANGE_MS } from '@/config/timings.ts';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { contractStatusAfter } from '@/lib/contract-status.ts';

/** The accept call of the contract's service (a section's or the auction's generated mutation). */
export interface ContractAcceptMutation {
  mutate: (
    variables: { data: ContractInput },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface ContractAcceptanceProps {
  contract: Contract;
  create: ContractAcceptMutation;
  /** Reads the contract again, RELOAD_AFTER_CHANGE_MS after it was accepted. */
  onReload: () => void;
  /** The checkbox's text. */
  readLabel: string;
  /** What follows "Sözleşme onaylandı." while the contract is read again. */
  reloadingNote: string;
  spacing: number;
}

/** Read and accept (spec §4): pending → ACCEPTED, PENDING or DENIED; after a success the contract is read again. */
export function ContractAcceptance({ contract, create, onReload, readLabel, reloadingNote, spacing }: ContractAcceptanceProps) {
  const [read, setRead] = useState(false);
  const [status, setStatus] = useState<ContractStatus>(contract.status);
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
    <Stack spacing={spacing}>
      {status === 'ACCEPTED' && <Alert severity="success">{`Sözleşme onaylandı. ${reloadingNote}`}</Alert>}
      {status === 'PENDING' && <Alert severity="warning">Sözleşme onaylanmadı; lütfen tekrar deneyin.</Alert>}
      {status === 'DENIED' && <Alert severity="error">Sözleşme şu anda onaylanamadı. Bağlantınızı kontrol edip tekrar deneyin.</Alert>}
      <FormControlLabel control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />} label={readLabel} />
      <div>
        <Button variant="contained" onClick={accept} disabled={!read || create.isPending || status === 'ACCEPTED'}>
          {create.isPending ? 'Onaylanıyor…' : 'Sözleşmeyi onayla'}
        </Button>
      </div>
    </Stack>
  );
}
