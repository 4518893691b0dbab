import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import type { Contract } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/utils/format.ts';
import { contractStateLabels, groupOf } from '../utils/contract-state.ts';

interface ContractRowProps {
  /** The section's name as shoppers know it ("Pazar", "Mezat"). */
  section: string;
  contract: Contract;
  href: string;
}

/** One contract: section, title and version, its state, and the way to its page. */
export function ContractRow({ section, contract, href }: ContractRowProps) {
  const accepted = groupOf(contract.status) === 'accepted';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={`${section}: ${contract.title}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5}>
          <Typography variant="overline" component="p" color="textSecondary" sx={{ lineHeight: 1.4 }}>
            {section}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {contract.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {accepted && contract.acceptedAt
              ? `Sürüm ${contract.version} · ${formatDate(contract.acceptedAt)} tarihinde onaylandı`
              : `Sürüm ${contract.version}`}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Chip label={contractStateLabels[contract.status]} color={accepted ? 'success' : 'warning'} variant={accepted ? 'filled' : 'outlined'} size="small" />
          <Button component={RouterLink} to={href} variant={accepted ? 'text' : 'contained'} size="small">
            {accepted ? 'Sözleşmeyi görüntüle' : 'Sözleşmeyi onayla'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
