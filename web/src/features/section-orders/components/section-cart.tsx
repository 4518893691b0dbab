import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { sectionPaths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import { useSectionCart, useSectionCartChanges } from '../api/section-cart.ts';
import { listingHrefOf } from '../utils/section-links.ts';
import { SectionCartLine } from './section-cart-line.tsx';
import { SectionCartSummary } from './section-cart-summary.tsx';

/** A section's own cart: its listings, pieces, remove and the totals, then the section's payment. */
export function SectionCart({ section }: { section: SectionKey }) {
  const navigate = useNavigate();
  const cart = useSectionCart(section);
  const { update, remove } = useSectionCartChanges(section);
  const paths = sectionPaths[section];
  if (cart.isPending) return <LoadingBlock label="Sepet yükleniyor…" />;
  if (cart.isError) return <LoadError onRetry={() => void cart.refetch()} message="Sepetiniz yüklenemedi." />;
  const data = cart.data;
  if (data.items.length === 0) {
    return (
      <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <ShoppingCartOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography component="p" variant="h6">
          Sepetinizde ilan bulunmuyor.
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          İlanlara göz at
        </Button>
      </Stack>
    );
  }
  const busyId = update.isPending ? update.variables.id : remove.isPending ? remove.variables.id : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Stack component="ul" aria-label="Sepetteki ilanlar" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.items.map((item) => (
          <li key={item.id}>
            <SectionCartLine
              item={item}
              href={listingHrefOf[section](item.product.id)}
              onQuantity={(quantity) => update.mutate({ id: item.product.id, data: { quantity } })}
              onRemove={() => remove.mutate({ id: item.product.id })}
              busy={busyId === item.product.id}
            />
          </li>
        ))}
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
        <SectionCartSummary cart={data} onCheckout={() => navigate(paths.checkout.getHref())} />
      </Box>
    </Box>
  );
}
