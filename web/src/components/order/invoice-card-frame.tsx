import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface InvoiceCardFrameProps {
  invoiceNumber: string;
  /** The section the invoice belongs to, where a list mixes them. */
  badge?: string;
  /** One line of facts: the other party, the date, the amount (and the order, where it has no line of its own). */
  details: string;
  /** The invoice's order, under the facts. */
  order?: ReactNode;
  /** What can be done with the invoice: its PDF, removing it. */
  actions: ReactNode;
}

/** One invoice in a list, a buyer's or a seller's: its number and facts on one side, its actions on the other. */
export function InvoiceCardFrame({ invoiceNumber, badge, details, order, actions }: InvoiceCardFrameProps) {
  return (
    <Paper variant="outlined" component="article" aria-label={`Fatura ${invoiceNumber}`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{`Fatura ${invoiceNumber}`}</Typography>
            {badge && <Chip size="small" label={badge} />}
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
          {order}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center', alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
