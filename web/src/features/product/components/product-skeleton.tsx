import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function ProductSkeleton() {
  return (
    <Box role="status" aria-label="Ürün yükleniyor" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
      <Stack spacing={1.5}>
        <Skeleton width="30%" />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
        <Skeleton width="50%" />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    </Box>
  );
}
