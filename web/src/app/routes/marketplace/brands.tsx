import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandList } from '@/features/brands/components/brand-list.tsx';

export default function BrandsRoute() {
  return (
    <Stack spacing={2}>
      <title>Markalar — Çarşı</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Markalar
      </Typography>
      <BrandList />
    </Stack>
  );
}
