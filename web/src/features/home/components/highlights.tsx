import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useListHighlights } from '@carsi/sdk/main';
import { ProductCard } from '@/components/product/product-card.tsx';
import { HomeSection, ScrollRow } from './section.tsx';

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
          <HomeSection key={highlight.id} title={highlight.title} moreLink={highlight.link}>
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
