import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address } from '@carsi/sdk/main';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}

export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  return (
    <Card variant="outlined" component="article" aria-label={address.addressName} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {address.addressName}
          </Typography>
          <Chip size="small" label={address.corporateAddress ? 'Kurumsal' : 'Bireysel'} />
        </Stack>
        <Typography variant="body2">
          {address.firstName} {address.lastName} · {address.phone}
        </Typography>
        {address.corporateAddress && address.companyName && <Typography variant="body2">{address.companyName}</Typography>}
        <Typography variant="body2" color="textSecondary">
          {address.address}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {address.neighborhood}, {address.district} / {address.province}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit} aria-label={`${address.addressName} adresini düzenle`}>
          Düzenle
        </Button>
        <Button size="small" color="error" onClick={onDelete} aria-label={`${address.addressName} adresini sil`}>
          Sil
        </Button>
      </CardActions>
    </Card>
  );
}
