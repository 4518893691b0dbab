import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@carsi/sdk/main';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/utils/format.ts';

const MAX_PER_LINE = 20;

export interface CartLineProps {
  product: ProductSummary;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** Member carts choose the lines bought at checkout. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** A refusal for this line (e.g. not enough stock); the line stays as it was. */
  error?: string;
  busy?: boolean;
}

/** One product in the cart: picture, title, seller, price, quantity and remove. */
export function CartLine(props: CartLineProps) {
  const { product, quantity, unitPrice, totalPrice, selected, onSelect, onQuantity, onRemove, error, busy = false } = props;
  const max = Math.max(quantity, Math.min(MAX_PER_LINE, product.stock));
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 2 }} aria-label={product.title} role="group">
      {onSelect && (
        <Checkbox
          checked={selected ?? true}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': `${product.title} ödemeye dahil` } }}
          disabled={busy}
          sx={{ alignSelf: 'flex-start', ml: -1 }}
        />
      )}
      <Box
        component="img"
        src={product.image.url}
        alt=""
        sx={{ width: 80, height: 106, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.100' }}
      />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Link to={paths.product.getHref(product.id)} color="inherit" sx={{ fontWeight: 600 }}>
          {product.title}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {`Satıcı: ${product.seller.name}`}
        </Typography>
        <Typography variant="body2">{`Birim fiyat: ${formatPrice(unitPrice)}`}</Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <QuantityStepper value={quantity} max={max} onChange={onQuantity} label={`${product.title} adedi`} disabled={busy} />
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(totalPrice)}</Typography>
        </Stack>
        {error && (
          <Typography role="alert" variant="body2" color="error">
            {error}
          </Typography>
        )}
      </Stack>
      <IconButton aria-label={`${product.title} ürününü sepetten çıkar`} onClick={onRemove} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        <DeleteOutlineRounded />
      </IconButton>
    </Stack>
  );
}
