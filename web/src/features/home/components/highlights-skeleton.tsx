import Skeleton from '@mui/material/Skeleton';

/** The showcases' place while their code or their answer is on its way (home.tsx and highlights.tsx). */
export function HighlightsSkeleton() {
  return <Skeleton variant="rounded" height={320} aria-label="Öne çıkan ürünler yükleniyor" />;
}
