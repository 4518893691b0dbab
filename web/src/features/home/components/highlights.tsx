import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useListHighlights } from '../api/sdk-hooks.ts';
import { laidOutWhenNear } from '@/components/layout/offscreen.ts';
import { ProductCard } from '@/components/product/product-card.tsx';
import { useShownInTurn } from '@/hooks/use-shown-in-turn.ts';
import { HighlightsSkeleton } from './highlights-skeleton.tsx';
import { ScrollRow } from './scroll-row.tsx';
import { HomeSection } from './section.tsx';

// A row below the screen is laid out and painted only once scrolled near; its height as measured at
// 390, 768, 1 024 and 1 366 px.
const rowSx = laidOutWhenNear({ xs: 442, sm: 520, md: 910, lg: 1004 });

/** The marketplace's product showcases ("Çok satanlar", "Günün fırsatları" …), one row each. */
export function Highlights() {
  const { data, isPending } = useListHighlights();
  const rows = data?.filter((highlight) => highlight.products.length > 0) ?? [];
  const shown = useShownInTurn(rows.length);
  if (isPending) return <HighlightsSkeleton />;
  if (rows.length === 0) return null;
  return (
    <Stack spacing={4}>
      {rows.slice(0, shown).map((highlight) => (
        <Box key={highlight.id} sx={rowSx}>
          <HomeSection title={highlight.title} moreLink={highlight.link}>
            {/* Scrolls sideways on a phone; on a wide screen, two rows of five (highlights.css). */}
            <ScrollRow label={highlight.title} itemWidth={{ xs: '44%', sm: '30%' }} className="highlights__row">
              {highlight.products.slice(0, 10).map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ScrollRow>
          </HomeSection>
        </Box>
      ))}
    </Stack>
  );
}
