import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import { useSectionCart, useSectionCartChanges } from '../api/section-cart.ts';

interface ListingBuyActionsProps {
  section: SectionKey;
  listing: { id: number; state: string };
}

/**
 * "Sepete ekle" and "Hemen al" on a listing of a section whose listings are sold. A visitor is sent
 * to the login page first; a listing already in the cart goes straight to the cart or the payment.
 */
export function ListingBuyActions({ section, listing }: ListingBuyActionsProps) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const cart = useSectionCart(section);
  const { add } = useSectionCartChanges(section);
  if (!sectionCapabilities[section].sold) return null;
  if (listing.state !== 'ACTIVE') {
    return <Typography color="textSecondary">Bu ilan şu anda satışta değil.</Typography>;
  }
  const paths = sectionPaths[section];
  const inCart = cart.data?.items.some((item) => item.product.id === listing.id) ?? false;
  const buy = (then?: string) =>
    requireLogin(() => {
      if (inCart) {
        navigate(then ?? paths.cart.getHref());
        return;
      }
      add.mutate({ id: listing.id, data: { quantity: 1 } }, { onSuccess: () => then && navigate(then) });
    });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="contained" size="large" onClick={() => buy(paths.checkout.getHref())} disabled={add.isPending}>
        Hemen al
      </Button>
      <Button variant="outlined" size="large" startIcon={<AddShoppingCartRounded />} onClick={() => buy()} disabled={add.isPending}>
        {inCart ? 'Sepete git' : 'Sepete ekle'}
      </Button>
    </Stack>
  );
}
