import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogList } from '@/features/blog/components/blog-list.tsx';

export default function BlogRoute() {
  return (
    <Stack spacing={2}>
      <title>Blog — Çarşı</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Çarşı Blog
      </Typography>
      <Typography color="text.secondary">Alışveriş rehberleri, ev ve yaşam önerileri, çarşıdan haberler.</Typography>
      <BlogList />
    </Stack>
  );
}
