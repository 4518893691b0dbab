import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CategoryTree } from '@/features/brands/components/category-tree.tsx';

export default function CategoriesRoute() {
  return (
    <Stack spacing={2}>
      <title>Tüm kategoriler — Çarşı</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Tüm kategoriler
      </Typography>
      <CategoryTree />
    </Stack>
  );
}
