import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';

export function EmptyCart() {
  return (
    <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <ShoppingCartOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography component="p" variant="h6">
        Sepetinizde ürün bulunmuyor.
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Alışverişe başla
      </Button>
    </Stack>
  );
}
