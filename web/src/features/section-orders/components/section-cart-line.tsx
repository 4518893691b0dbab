import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@carsi/sdk/main';
import { Link } from '@/components/ui/link.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { formatPrice } from '@/utils/format.ts';

interface SectionCartLineProps {
  item: CartItem;
  href: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  busy: boolean;
}

/** One listing in a section's cart: picture, title, seller, pieces (up to what is on offer) and remove. */
export function SectionCartLine({ item, href, onQuantity, onRemove, busy }: SectionCartLineProps) {
  const { product } = item;
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 2 }} role="group" aria-label={product.title}>
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
        <Typography variant="caption" color="text.secondary">
          {`Satıcı: ${product.seller.name}`}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <QuantityStepper
            value={item.quantity}
            max={Math.max(item.quantity, product.stock)}
            onChange={onQuantity}
            label={`${product.title} adedi`}
            disabled={busy}
          />
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(item.totalPrice)}</Typography>
        </Stack>
      </Stack>
      <IconButton aria-label={`${product.title} ilanını sepetten çıkar`} onClick={onRemove} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        <DeleteOutlineRounded />
      </IconButton>
    </Stack>
  );
}
