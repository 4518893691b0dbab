import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useListHighlights } from '@carsi/sdk/main';
import { ProductCard } from '@/components/product/product-card.tsx';
import { laidOutWhenNear } from '@/components/layout/offscreen.ts';
import { HomeSection, ScrollRow } from './section.tsx';

/**
 * Each shelf is laid out and painted only as it comes near the screen: on a phone the first one starts
 * at the fold and the others a screen or more below, so the page's first layout after the products
 * arrive costs one shelf, not three. The estimate is a phone shelf's height; once drawn it keeps its own.
 */
const shelfSx = laidOutWhenNear(480);

/** The marketplace's product showcases ("Çok satanlar", "Günün fırsatları" …), one row each. */
export function Highlights() {
  const { data, isPending } = useListHighlights();
  if (isPending) return <Skeleton variant="rounded" height={320} aria-label="Öne çıkan ürünler yükleniyor" />;
  if (!data || data.length === 0) return null;
  return (
    <Stack spacing={4}>
      {data
        .filter((highlight) => highlight.products.length > 0)
        .map((highlight) => (
          <HomeSection key={highlight.id} title={highlight.title} moreLink={highlight.link} sx={shelfSx}>
            <ScrollRow label={highlight.title}>
              {highlight.products.slice(0, 10).map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ScrollRow>
          </HomeSection>
        ))}
    </Stack>
  );
}
