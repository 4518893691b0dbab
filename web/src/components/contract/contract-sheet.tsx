import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Contract } from '@carsi/sdk/main';
import type { ReactNode } from 'react';
import { contractStatusLabels } from '@/lib/contract-status.ts';
import { formatDate } from '@/utils/format.ts';

interface ContractSheetProps {
  contract: Contract;
  /** Above the title (e.g. why the contract is shown here). */
  notice?: ReactNode;
  /** The scrolling box of the text. */
  textSx: SxProps<Theme>;
  /** The text itself. */
  children: ReactNode;
  /** The way to accept, shown until the contract is accepted. */
  acceptance: ReactNode;
}

/** A contract with its version and state, its text in a scrolling box, and its acceptance or the date it was accepted. */
export function ContractSheet({ contract, notice, textSx, children, acceptance }: ContractSheetProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {notice}
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {contract.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {`Sürüm ${contract.version} · ${contractStatusLabels[contract.status]}`}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={textSx} tabIndex={0} aria-label="Sözleşme metni">
          {children}
        </Stack>
        {contract.status === 'ACCEPTED' ? (
          <Alert severity="success">
            {contract.acceptedAt ? `Sözleşmeyi ${formatDate(contract.acceptedAt)} tarihinde onayladınız.` : 'Sözleşmeyi onayladınız.'}
          </Alert>
        ) : (
          acceptance
        )}
      </Stack>
    </Paper>
  );
}
