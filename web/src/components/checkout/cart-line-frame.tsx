import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { formatPrice } from '@/utils/format.ts';

interface CartLineFrameProps {
  /** The product or listing: its title names the line's group and controls. */
  product: { title: string; image: { url: string }; seller: { name: string } };
  href: string;
  quantity: number;
  /** The most pieces the stepper allows. */
  maxQuantity: number;
  totalPrice: number;
  onQuantity: (quantity: number) => void;
  /** The remove button's name (… ürününü / … ilanını sepetten çıkar). */
  removeLabel: string;
  onRemove: () => void;
  busy: boolean;
  /** Before the picture (a member's "include in payment" checkbox). */
  leading?: ReactNode;
  /** Between the seller and the quantity (the unit price). */
  children?: ReactNode;
  /** A refusal for this line; the line stays as it was. */
  error?: string;
}

/** One line of a cart: picture, title, seller, pieces, line total and remove. */
export function CartLineFrame(props: CartLineFrameProps) {
  const { product, href, quantity, maxQuantity, totalPrice, onQuantity, removeLabel, onRemove, busy, leading, children, error } = props;
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 2 }} role="group" aria-label={product.title}>
      {leading}
      <Box
        component="img"
        src={product.image.url}
        alt=""
        sx={{ width: 80, height: 106, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.100' }}
      />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Link to={href} color="inherit" sx={{ fontWeight: 600 }}>
          {product.title}
        </Link>
        <Typography variant="caption" color="textSecondary">
          {`Satıcı: ${product.seller.name}`}
        </Typography>
        {children}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <QuantityStepper value={quantity} max={maxQuantity} onChange={onQuantity} label={`${product.title} adedi`} disabled={busy} />
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(totalPrice)}</Typography>
        </Stack>
        {error && (
          <Typography role="alert" variant="body2" color="error">
            {error}
          </Typography>
        )}
      </Stack>
      <IconButton aria-label={removeLabel} onClick={onRemove} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        <DeleteOutlineRounded />
      </IconButton>
    </Stack>
  );
}
