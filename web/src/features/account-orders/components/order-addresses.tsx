import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Address } from '@carsi/sdk/main';

const AddressBlock = ({ title, address }: { title: string; address: Address }) => (
  <Box>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    <Typography variant="body2">
      {address.firstName} {address.lastName}
      {address.corporateAddress && address.companyName ? ` · ${address.companyName}` : ''}
    </Typography>
    <Typography variant="body2" color="textSecondary">
      {address.address}, {address.neighborhood}, {address.district} / {address.province}
    </Typography>
  </Box>
);

export function OrderAddresses({ delivery, invoice }: { delivery: Address; invoice: Address }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <AddressBlock title="Teslimat adresi" address={delivery} />
      <AddressBlock title="Fatura adresi" address={invoice} />
    </Box>
  );
}
