import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';

export function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <title>Sayfa bulunamadı — Çarşı</title>
      <meta name="robots" content="noindex, follow" />
      <Typography variant="h2" component="p" color="primary" aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h5">
        Aradığınız sayfa bulunamadı
      </Typography>
      <Typography color="text.secondary">
        Sayfa kaldırılmış, adı değişmiş ya da geçici olarak kullanılamıyor olabilir.
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Ana sayfaya dön
      </Button>
    </Stack>
  );
}
