import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@carsi/sdk/main';
import { useId } from 'react';
import { laidOutWhenNear } from '@/components/layout/offscreen.ts';
import { ProductGrid } from '@/components/product/product-grid.tsx';

/** Below the product on every screen: laid out as it comes near (see components/layout/offscreen.ts). */
const railSx = laidOutWhenNear(760);

/** A titled group of products (similar, last visited); nothing when there are none. */
export function ProductRail({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={railSx}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <ProductGrid products={products} label={title} />
    </Box>
  );
}
